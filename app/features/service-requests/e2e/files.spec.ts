// A request's files (issue #34), with JavaScript, without it and in lite mode: the demo employee asks for a
// car repair with a scan attached; sent without the car's number, the form says so and keeps the scan; sent
// again, the request's page lists the scan, which she downloads. The demo administrator (who holds the HR
// services' role) attaches the prepared certificate to a statement from its page; its owner finds it there.
import type { Page, TestInfo } from "@playwright/test";
import { DEMO, expect, signedInPage, signInByPost, test } from "../../../../e2e/helpers";
import { formMessages as f } from "../messages/form";
import { answerRefusals as refusal, documentMessages as doc } from "../messages.server";
import { expectLite, idOf, liteMode } from "./journey";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const CAR = "Госномер автомобиля";
const PROBLEM = "Что случилось";
const PHOTO = "Фото или акт осмотра";
/** The claims' page's words (claimPageMessages; another feature's messages are not this one's to import). */
const claimPage = { files: "Файлы", attachFile: "Приложить файл", attach: "Приложить" } as const;

/** A file name of this project, mode and run. */
const fileOf = (testInfo: TestInfo, lite: boolean, what: string) =>
  `${what}-${testInfo.project.name}${lite ? "-lite" : ""}-${Date.now().toString(36)}.pdf`;

/** The request page's list of files. */
const filesOn = (page: Page) => page.getByRole("main").getByRole("region", { name: claimPage.files });

/** A listed file's link answers its owner with the file itself. */
async function expectDownload(page: Page, name: string) {
  const href = await filesOn(page).getByRole("link", { name }).getAttribute("href");
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect((await response.body()).subarray(0, 4).toString()).toBe("%PDF");
}

for (const lite of [false, true]) {
  test.describe(lite ? "lite mode" : "as the project runs", () => {
    if (lite) {
      test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "lite mode: a browser with JavaScript that gets none");
      test.beforeEach(({ context }) => liteMode(context));
    }

    test("a scan sent with a refused form is kept, and the request's page lists it for its owner to download", async ({
      page,
    }, testInfo) => {
      await signInByPost(page, DEMO.employee.phone);
      await page.goto("/services/carFix");
      const main = page.getByRole("main");
      const name = fileOf(testInfo, lite, "акт");
      await main.getByLabel(PROBLEM).fill("Скрипят тормоза");
      await main.getByLabel(PHOTO).setInputFiles({ name, mimeType: "application/pdf", buffer: PDF });
      await main.getByRole("button", { name: f.send }).click();
      await expect(main.getByLabel(CAR)).toHaveAccessibleDescription(refusal.required(CAR));
      await expect(main).toContainText(f.fileKept(name));
      await expect(main.getByLabel(PROBLEM)).toHaveValue("Скрипят тормоза");
      await expectLite(page, lite);

      await main.getByLabel(CAR).fill("В456ОР 178");
      await main.getByRole("button", { name: f.send }).click();
      await expect(page).toHaveURL(/\/user\/\d+\/claims\/\d+$/);
      await expect(filesOn(page)).toContainText(`${PHOTO}: ${name}`);
      await expectDownload(page, name);
    });

    test("the administrator attaches the prepared certificate from the request's page; its owner finds it there", async ({
      page,
      browser,
    }, testInfo) => {
      await signInByPost(page, DEMO.employee.phone);
      await page.goto("/services/statements");
      const main = page.getByRole("main");
      await main.getByRole("combobox", { name: "Справка", exact: true }).selectOption("Справка с места работы");
      await main.getByLabel("Количество экземпляров").fill("1");
      await main.getByRole("button", { name: f.send }).click();
      await expect(page).toHaveURL(/\/user\/\d+\/claims\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split("/").pop());
      // Its owner attaches nothing: the form is its handlers'.
      await expect(main.getByLabel(claimPage.attachFile)).toHaveCount(0);

      const admin = await signedInPage(browser, DEMO.admin.phone);
      if (lite) await liteMode(admin.context());
      await admin.goto(`/user/${idOf(DEMO.admin.phone)}/approvement-requests/${id}`);
      const name = fileOf(testInfo, lite, "справка");
      await admin.getByRole("main").getByLabel(claimPage.attachFile).setInputFiles({ name, mimeType: "application/pdf", buffer: PDF });
      await admin.getByRole("main").getByRole("button", { name: claimPage.attach, exact: true }).click();
      await expect(admin.getByText(doc.attached(name)).first()).toBeVisible();
      await expect(filesOn(admin)).toContainText(`${doc.label}: ${name}`);
      await expectLite(admin, lite);
      await admin.context().close();

      await page.reload();
      await expect(filesOn(page)).toContainText(`${doc.label}: ${name}`);
      await expectDownload(page, name);
    });
  });
}
