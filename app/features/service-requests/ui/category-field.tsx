// The «Раздел» of a service, chosen from the hub's categories: the same control on the new service's form and
// on a service's settings.
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { adminMessages as t } from "../messages/admin";

export function CategoryField({
  id,
  categories,
  value,
  error,
  required = false,
}: {
  id: string;
  categories: readonly { id: number; name: string }[];
  value: string;
  error: string | undefined;
  required?: boolean;
}) {
  return (
    <PlainField id={id} label={t.category} error={error} required={required}>
      <select id={id} name="categoryId" defaultValue={value} aria-required={required || undefined} {...describedBy(id, error)}>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </PlainField>
  );
}
