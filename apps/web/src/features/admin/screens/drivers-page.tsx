import { UsersList } from "../components/users-list.tsx";

/** /admin/drivers */
export default function DriversPage() {
  return <UsersList kind="driver" title="Drivers" noun={{ one: "driver", many: "drivers" }} />;
}
