// The demo's group articles (issue #14 point 13): real-sounding articles in «Фотоклуб «Объектив»», «Бег и
// ЗОЖ», «ИТ-поддержка» and the closed «Магазин на Невском», by their members and managers, and one draft
// of the demo employee's (9000000003) in «Бег и ЗОЖ». Written through the service, so bodies are
// sanitized and search keys made as people's own saves make them. Runs after the groups' own demo
// (seedGroupsDemo), which makes the groups and memberships it names.
import { actingAs, type SignedIn } from "~/platform/actor";
import type { SeedContext } from "~/platform/feature";

interface DemoArticle {
  group: string;
  /** A demo account, or "member": the first generated member of the group who is not a manager. */
  by: "admin" | "editor" | "employee" | "member";
  name: string;
  html: string;
  draft?: boolean;
}

export const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    group: "Фотоклуб «Объектив»",
    by: "member",
    name: "Как снимать ночной город без штатива",
    html:
      "<p>Штатив с собой носят не все, а ночной город хорош именно тогда, когда его не ждёшь. Несколько приёмов, которые выручают.</p>" +
      "<h2>Опора вместо штатива</h2><p>Парапет, урна, фонарный столб — прижмите камеру или локти, выдохните и снимайте серией из трёх-пяти кадров: один точно будет резким.</p>" +
      "<h2>Настройки</h2><ul><li>Выдержка не длиннее 1/(2 × фокусное расстояние) — со стабилизатором можно вдвое дольше.</li><li>ISO 1600–3200 на современных камерах даёт вполне чистую картинку.</li><li>Снимайте в RAW: шум и баланс белого проще поправить потом.</li></ul>" +
      "<p>На следующей прогулке 14-го числа разберём это на практике у Дворцового моста.</p>",
  },
  {
    group: "Фотоклуб «Объектив»",
    by: "employee",
    name: "Итоги фотопрогулки по набережной",
    html:
      "<p>В субботу нас было двенадцать, погода подарила два часа мягкого света и туман над водой.</p>" +
      "<p>Лучшие кадры участников собраны в альбоме группы. Отдельное спасибо Алексею за маршрут через старый порт — туда мы вернёмся зимой.</p>" +
      "<p>Следующая прогулка — «Город в деталях»: ищем фактуры, вывески и отражения.</p>",
  },
  {
    group: "Бег и ЗОЖ",
    by: "admin",
    name: "Готовимся к первому полумарафону: план на 12 недель",
    html:
      "<p>Полумарафон по силам любому, кто сейчас спокойно пробегает 5 км. Главное — постепенность.</p>" +
      "<h2>Неделя за неделей</h2><ol><li>Недели 1–4: три пробежки по 30–40 минут в разговорном темпе.</li><li>Недели 5–8: длинная пробежка по выходным растёт с 8 до 14 км.</li><li>Недели 9–11: одна темповая тренировка в неделю.</li><li>Неделя 12: объём вдвое меньше, отдых перед стартом.</li></ol>" +
      "<p>Прибавляйте не больше 10 % объёма в неделю и не пропускайте дни отдыха. Вопросы пишите в комментариях к публикации группы.</p>",
  },
  {
    group: "Бег и ЗОЖ",
    by: "member",
    name: "Что есть перед утренней пробежкой",
    html:
      "<p>На голодный желудок бегать легко первые двадцать минут, а потом приходит «стена». Если пробежка дольше часа, поешьте за 40–60 минут до неё.</p>" +
      "<ul><li>банан и стакан воды;</li><li>тост с мёдом;</li><li>небольшая порция овсянки.</li></ul>" +
      "<p>Жирное и много клетчатки оставьте на обед после тренировки.</p>",
  },
  {
    group: "Бег и ЗОЖ",
    by: "employee",
    name: "Маршруты для пробежек рядом с офисом",
    html: "<p>Собираю маршруты на 3, 5 и 10 км от офиса: парк, набережная и стадион. Допишу после выходных.</p>",
    draft: true,
  },
  {
    group: "ИТ-поддержка",
    by: "editor",
    name: "Как включить двухфакторную аутентификацию в почте",
    html:
      "<p>С 1-го числа вход в корпоративную почту из-за пределов офиса будет возможен только с подтверждением по второму фактору.</p>" +
      "<h2>Что сделать сейчас</h2><ol><li>Установите на телефон приложение-аутентификатор.</li><li>Откройте почту в браузере, раздел «Безопасность».</li><li>Отсканируйте QR-код и введите шестизначный код из приложения.</li></ol>" +
      "<p>Если телефон сменился или потерян, позвоните на внутренний номер 1234 — доступ восстановим в течение часа.</p>",
  },
  {
    group: "ИТ-поддержка",
    by: "editor",
    name: "Плановые работы: переезд файлового сервера в субботу",
    html:
      "<p>В субботу с 10:00 до 16:00 общие папки будут недоступны: переносим файловый сервер на новое оборудование.</p>" +
      "<p>Сохраните открытые документы до конца пятницы. Адреса папок не изменятся, ярлыки на рабочем столе продолжат работать.</p>",
  },
  {
    group: "Магазин на Невском",
    by: "employee",
    name: "Новая выкладка к сезону: что изменилось",
    html:
      "<p>С понедельника работаем по новой планограмме. Главное:</p>" +
      "<ul><li>сезонный стол переезжает ко входу, справа от касс;</li><li>товары акции недели — на торцах стеллажей 3 и 7;</li><li>ценники печатаем в новом шаблоне с QR-кодом.</li></ul>" +
      "<p>Фотоотчёт по выкладке присылайте в группу до 12:00 вторника.</p>",
  },
];

export async function seedGroupArticlesDemo({ deps, services, accounts, demoUserId }: SeedContext): Promise<void> {
  const [adminAccount, editorAccount, employeeAccount] = accounts;
  if (!adminAccount || !editorAccount || !employeeAccount) return;
  const demo = {
    admin: actingAs(await demoUserId(adminAccount.phone), adminAccount.roles),
    editor: actingAs(await demoUserId(editorAccount.phone), editorAccount.roles),
    employee: actingAs(await demoUserId(employeeAccount.phone), employeeAccount.roles),
  };
  const { db } = deps;
  for (const article of DEMO_ARTICLES) {
    const group = await db
      .selectFrom("groups")
      .select("id")
      .where("name", "=", article.group)
      .where("is_delete", "=", 0)
      .executeTakeFirst();
    if (!group) continue;
    let author: SignedIn;
    if (article.by === "member") {
      const demoIds = Object.values(demo).map((a) => a.userId);
      const member = await db
        .selectFrom("group_members")
        .select("user_id")
        .where("group_id", "=", group.id)
        .where("is_manager", "=", 0)
        .where("user_id", "not in", demoIds)
        .orderBy("member_key")
        .executeTakeFirst();
      if (!member) continue;
      author = actingAs(member.user_id);
    } else author = demo[article.by];
    await services.groupArticles.create(author, {
      groupId: group.id,
      name: article.name,
      content: null,
      contentNewEditor: article.html,
      newEditor: true,
      previewPicture: null,
      status: article.draft ? "DRAFT" : "PUBLISH",
    });
  }
}
