import { UsersList } from "../components/users-list.tsx";

/** /admin/riders */
export default function RidersPage() {
  return <UsersList kind="passenger" title="Riders" noun={{ one: "rider", many: "riders" }} />;
}
