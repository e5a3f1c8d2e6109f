import fp from "fastify-plugin";
import type { Db } from "../../db/client.ts";
import type { Notification } from "../../db/schema/index.ts";
import { insertNotification, type NewNotification } from "./repo.ts";

/** Called with every notification once it is stored (inside a transaction: once that has committed). */
export type NotificationListener = (notification: Notification) => void;

declare module "fastify" {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

/**
 * Stores in-app notifications and tells this app's listeners (the realtime layer pushes them to the user's
 * sockets). One per app instance, so two apps in one process never push each other's notifications.
 */
export class Notifier {
  private readonly listeners = new Set<NotificationListener>();

  constructor(private readonly db: Db) {}

  onCreated(listener: NotificationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stores and pushes a notification. */
  async notify(userId: string, input: NewNotification): Promise<Notification> {
    const notification = await insertNotification(this.db, userId, input);
    this.publish(notification);
    return notification;
  }

  /** Stores without pushing, for callers inside a transaction: they publish after the commit. */
  create(tx: Db, userId: string, input: NewNotification): Promise<Notification> {
    return insertNotification(tx, userId, input);
  }

  /** Tells the listeners; a failing one never fails the caller (the list shows the notification anyway). */
  publish(notification: Notification): void {
    for (const listener of this.listeners) {
      try {
        listener(notification);
      } catch {
        // A push is best effort.
      }
    }
  }
}

/** Decorates the app with its `notifier`. */
export const notifierPlugin = fp(
  async (app) => {
    app.decorate("notifier", new Notifier(app.db));
  },
  { name: "notifier", dependencies: ["database"] },
);
