// The demo's messages to the hot line's managers (issue #14 point 11): generated employees write to
// «Горячая линия» (run by the administrator and the editor); some wait, one is in work, one is completed
// with a resolution type and a comment. Made through the service, so claims, handlers, group_messages and
// notifications are what people's own actions produce. Runs after the groups' own seed.
import { actingAs } from "~/platform/actor";
import type { SeedContext } from "~/platform/feature";

const MESSAGES = [
  { subject: "Вопрос", text: "Когда станет известен график отпусков на следующий год?" },
  { subject: "Предложение", text: "Предлагаю поставить в комнате отдыха кулер с горячей водой." },
  { subject: "Вопрос", text: "Можно ли перенести обучение по охране труда на вечер?" },
  { subject: "Предложение", text: "Давайте публиковать меню столовой на неделю в новостях." },
  { subject: "Вопрос", text: "Куда обращаться, если не пришёл расчётный лист?" },
] as const;

export async function seedGroupMessagesDemo({ deps, services, accounts, demoUserId }: SeedContext): Promise<void> {
  const [adminAccount, editorAccount, employeeAccount] = accounts;
  if (!adminAccount || !editorAccount || !employeeAccount) return;
  const { db } = deps;
  const hotLine = await db
    .selectFrom("groups")
    .select("id")
    .where("name", "=", "Горячая линия")
    .where("is_delete", "=", 0)
    .executeTakeFirst();
  if (!hotLine) return;
  const admin = actingAs(await demoUserId(adminAccount.phone), adminAccount.roles);
  const editor = actingAs(await demoUserId(editorAccount.phone), editorAccount.roles);
  const demoIds = [admin.userId, editor.userId, await demoUserId(employeeAccount.phone)];
  // Generated members of the hot line (everyone is), a few from the middle of the directory.
  const writers = await db
    .selectFrom("group_members")
    .select("user_id")
    .where("group_id", "=", hotLine.id)
    .where("user_id", "not in", demoIds)
    .orderBy("user_id")
    .offset(10)
    .limit(MESSAGES.length)
    .execute();
  const subjects = await services.groupMessages.subjects(admin, hotLine.id);
  const ids: number[] = [];
  for (const [i, message] of MESSAGES.entries()) {
    const writer = writers[i];
    const subject = subjects.find((s) => s.name === message.subject) ?? subjects[0];
    if (!writer || !subject) continue;
    const { id } = await services.groupMessages.create(actingAs(writer.user_id), {
      groupId: hotLine.id,
      subjectId: subject.id,
      text: message.text,
    });
    ids.push(id);
  }
  // The first is answered by the editor, the second taken into work by the administrator; the rest wait.
  const [answered, taken] = ids;
  const [resolution] = await services.groupMessages.resolutionTypes(editor, hotLine.id);
  if (answered !== undefined && resolution) {
    await services.groupMessages.toWork(editor, { claimId: answered });
    await services.groupMessages.complete(editor, {
      claimId: answered,
      resolutionTypeId: resolution.id,
      comment: "График утвердим до 15 декабря и опубликуем в группе «Кадровые новости».",
    });
  }
  if (taken !== undefined) await services.groupMessages.toWork(admin, { claimId: taken });
}
