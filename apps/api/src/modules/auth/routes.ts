import {
  driverSignupSchema,
  emailOnlySchema,
  googleSignInSchema,
  loginSchema,
  passengerSignupSchema,
  resetPasswordSchema,
  verifyOtpSchema,
} from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import { requestUser } from "../../plugins/session.ts";
import { activateAccount, resendActivation, signInRegisteringBrowser } from "./activation.ts";
import type { AccountDeps } from "./deps.ts";
import { knownDevice, rememberDevice } from "./device-cookie.ts";
import { googleAccount } from "./google.ts";
import { checkCredentials } from "./login.ts";
import { AUTH_MESSAGES } from "./messages.ts";
import { globalRateLimit, loginRateLimit, perIpPerMinute } from "./rate-limits.ts";
import { resetPassword, sendRecoveryCode, verifyRecoveryCode } from "./recovery.ts";
import { rememberRegisteringBrowser } from "./registering-browser.ts";
import { registerDriver, registerPassenger } from "./registration.ts";
import { activationResponse, messageResponse, publicUserSchema, userResponse } from "./schemas.ts";
import { endSession, startSession, toPublicUser } from "./sessions.ts";

/** Sign-up, activation, login, logout, Google sign-in and password recovery: public (anyone may call them). */
export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const deps: AccountDeps = { db: app.db, mailer: app.mailer, config };
  const tags = ["auth"];

  app.post(
    "/auth/register/passenger",
    {
      config: perIpPerMinute(30),
      schema: {
        tags,
        summary: "Passenger sign-up",
        body: passengerSignupSchema,
        response: { 201: userResponse },
      },
    },
    async (request, reply) => {
      const user = await registerPassenger(deps, request.body);
      return reply.code(201).send({ message: AUTH_MESSAGES.accountCreated, data: toPublicUser(user) });
    },
  );

  app.post(
    "/auth/register/driver",
    {
      config: perIpPerMinute(30),
      schema: { tags, summary: "Driver sign-up", body: driverSignupSchema, response: { 201: userResponse } },
    },
    async (request, reply) => {
      const user = await registerDriver(deps, request.body);
      rememberRegisteringBrowser(request, reply, user.id);
      return reply.code(201).send({ message: AUTH_MESSAGES.accountCreated, data: toPublicUser(user) });
    },
  );

  app.get(
    "/auth/activate",
    {
      config: perIpPerMinute(30),
      schema: {
        tags,
        summary: "Activate an account from the e-mailed link; signs in a driver's registering browser only",
        querystring: z.object({
          token: z.string().max(200).optional(),
          role: z.string().max(20).optional(),
          whois: z.string().max(100).optional(),
        }),
        response: { 200: activationResponse },
      },
    },
    async (request, reply) => {
      const user = await activateAccount(deps, request.query.token, request.query.whois);
      const signedIn = await signInRegisteringBrowser(deps, request, reply, user);
      return { message: AUTH_MESSAGES.activated, data: toPublicUser(user), signedIn };
    },
  );

  app.post(
    "/auth/resend-activation",
    {
      config: perIpPerMinute(20),
      schema: {
        tags,
        summary: "Mail a new activation link",
        body: emailOnlySchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await resendActivation(deps, request.body.email);
      return { message: AUTH_MESSAGES.activationResent };
    },
  );

  app.post(
    "/auth/login",
    {
      config: loginRateLimit(config.loginTriesPerIpPerMinute),
      onRequest: globalRateLimit(app),
      schema: {
        tags,
        summary: "Log in by e-mail or phone",
        body: loginSchema,
        response: { 200: userResponse },
      },
    },
    async (request, reply) => {
      const user = await checkCredentials(app.db, request.body, knownDevice(request));
      await startSession(app.db, request, reply, user.id);
      rememberDevice(request, reply, user.id);
      return { message: AUTH_MESSAGES.loginOk, data: toPublicUser(user) };
    },
  );

  app.post(
    "/auth/logout",
    { schema: { tags, summary: "End this session", response: { 200: messageResponse } } },
    async (request, reply) => {
      await endSession(app.db, request, reply);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );

  app.post(
    "/auth/google",
    {
      config: perIpPerMinute(20),
      schema: {
        tags,
        summary: "Sign in with a Google access token",
        body: googleSignInSchema,
        response: { 200: userResponse },
      },
    },
    async (request, reply) => {
      const user = await googleAccount(deps, request.body);
      await startSession(app.db, request, reply, user.id);
      rememberDevice(request, reply, user.id);
      return { message: AUTH_MESSAGES.loginOk, data: toPublicUser(user) };
    },
  );

  app.post(
    "/auth/send-otp",
    {
      config: perIpPerMinute(20),
      schema: {
        tags,
        summary: "Mail a password-reset code",
        body: emailOnlySchema,
        response: { 200: messageResponse },
      },
    },
    async (request, reply) => {
      await sendRecoveryCode(deps, request, reply, request.body.email);
      return { message: AUTH_MESSAGES.otpSent };
    },
  );

  app.put(
    "/auth/verify-otp",
    {
      config: perIpPerMinute(30),
      schema: {
        tags,
        summary: "Check the password-reset code",
        body: verifyOtpSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await verifyRecoveryCode(deps, request, request.body.otp);
      return { message: AUTH_MESSAGES.otpVerified };
    },
  );

  app.put(
    "/auth/reset-password",
    {
      config: perIpPerMinute(20),
      schema: {
        tags,
        summary: "Set a new password after the code",
        body: resetPasswordSchema,
        response: { 200: messageResponse },
      },
    },
    async (request, reply) => {
      await resetPassword(deps, request, reply, request.body.newPassword);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );
};

/** The signed-in user: registered in the signed-in subtree. */
export const sessionUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/auth/me",
    {
      schema: {
        tags: ["auth"],
        summary: "The signed-in user",
        response: { 200: z.object({ data: publicUserSchema }) },
      },
    },
    async (request) => ({ data: toPublicUser(requestUser(request)) }),
  );
};
