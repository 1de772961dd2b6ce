import { describe, expect, it } from "vitest";
import { apiCompleteRegistrationSchema, apiConfirmSchema, apiLoginSchema } from "./server/api-schema.server";
import {
  confirmFormSchema,
  formatPhone,
  loginFormSchema,
  normalizePhone,
  passwordSchema,
  phoneSchema,
  recoveryPasswordFormSchema,
  registrationPasswordFormSchema,
  startFormSchema,
} from "./schema";

const PHONE_INCOMPLETE = "Введите номер телефона полностью: 10 цифр после +7";
const PASSWORD_LENGTH = "Пароль должен содержать от 8 до 32 символов";

/** The first message of a failed parse, as the forms and /api show it. */
function firstError(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return result.error!.issues[0]!;
}

describe("normalizePhone", () => {
  it.each([
    ["+7 (900) 000-00-01", "9000000001"],
    ["89000000001", "9000000001"],
    ["79000000001", "9000000001"],
    ["9000000001", "9000000001"],
    ["8 900 000 00 01", "9000000001"],
    ["+7-900-000-00-01", "9000000001"],
  ])("%s -> %s", (input, digits) => {
    expect(normalizePhone(input)).toBe(digits);
  });

  it("keeps ten digits that begin with 7 or 8 as they are", () => {
    expect(normalizePhone("8001234567")).toBe("8001234567");
    expect(normalizePhone("7001234567")).toBe("7001234567");
  });

  it("takes +7 as the prefix, so an incomplete masked number stays incomplete", () => {
    expect(normalizePhone("+7 (900) 000-00-0")).toBe("900000000");
    expect(normalizePhone("+7 (9")).toBe("9");
    expect(normalizePhone("+79000000001")).toBe("9000000001");
  });

  it("leaves other lengths alone, for the schema to refuse", () => {
    expect(normalizePhone("900000000")).toBe("900000000");
    expect(normalizePhone("+1 900 000 00 01")).toBe("19000000001");
  });
});

describe("formatPhone", () => {
  it("formats ten digits with the mask +7 (999) 999-99-99", () => {
    expect(formatPhone("9000000001")).toBe("+7 (900) 000-00-01");
    expect(formatPhone("89161234567")).toBe("+7 (916) 123-45-67");
    expect(formatPhone("+7 (916) 123-45-67")).toBe("+7 (916) 123-45-67");
  });

  it("formats a partial number as far as it goes", () => {
    expect(formatPhone("")).toBe("");
    expect(formatPhone("9")).toBe("+7 (9");
    expect(formatPhone("916")).toBe("+7 (916)");
    expect(formatPhone("9161")).toBe("+7 (916) 1");
    expect(formatPhone("9161234")).toBe("+7 (916) 123-4");
    expect(formatPhone("916123456")).toBe("+7 (916) 123-45-6");
  });

  it("formatting a formatted partial number again changes nothing (typing into the mask)", () => {
    for (const partial of ["+7 (9", "+7 (916)", "+7 (916) 12", "+7 (916) 123-45-6"]) {
      expect(formatPhone(partial)).toBe(partial);
    }
  });
});

describe("phoneSchema", () => {
  it.each(["+7 (900) 000-00-01", "89000000001", "9000000001"])("accepts %s as 9000000001", (input) => {
    expect(phoneSchema.parse(input)).toBe("9000000001");
  });

  it.each(["900000000", "+7 (900) 000-00-0", "12345", "900000000012"])("refuses %s with the Russian message", (input) => {
    expect(firstError(phoneSchema, input).message).toBe(PHONE_INCOMPLETE);
  });

  it("asks for the phone when it is empty or missing", () => {
    expect(firstError(phoneSchema, "").message).toBe("Введите номер телефона");
    expect(firstError(phoneSchema, "   ").message).toBe("Введите номер телефона");
    expect(firstError(phoneSchema, undefined).message).toBe("Введите номер телефона");
  });
});

describe("passwordSchema", () => {
  it("accepts 8 to 32 characters", () => {
    expect(passwordSchema.parse("12345678")).toBe("12345678");
    expect(passwordSchema.parse("п".repeat(32))).toBe("п".repeat(32));
  });

  it.each([
    ["", 0],
    ["1234567", 7],
    ["x".repeat(33), 33],
  ])("refuses %j (%i characters) with the spec hint", (value) => {
    expect(firstError(passwordSchema, value).message).toBe(PASSWORD_LENGTH);
  });

  it("refuses a missing password with the same hint", () => {
    expect(firstError(passwordSchema, undefined).message).toBe(PASSWORD_LENGTH);
  });
});

describe("/api payload schemas", () => {
  it("login takes username digits and a non-empty password", () => {
    expect(apiLoginSchema.parse({ username: "+7 (916) 123-45-67", password: "x" })).toEqual({
      username: "9161234567",
      password: "x",
    });
    expect(firstError(apiLoginSchema, { username: "9161234567", password: "" }).message).toBe("Введите пароль");
    expect(firstError(apiLoginSchema, { username: "9161234567", password: "   " }).message).toBe("Введите пароль");
  });

  it("confirm takes a six-digit code, spaces removed", () => {
    expect(apiConfirmSchema.parse({ claimUuid: "c", confirmationCode: " 123 456 " })).toEqual({
      claimUuid: "c",
      confirmationCode: "123456",
    });
    expect(firstError(apiConfirmSchema, { claimUuid: "c", confirmationCode: "12345" }).message).toBe("Код состоит из 6 цифр");
    expect(firstError(apiConfirmSchema, { claimUuid: "c", confirmationCode: "" }).message).toBe("Введите код из СМС");
    expect(firstError(apiConfirmSchema, { confirmationCode: "123456" }).message).toBe("Заявка не найдена. Начните заново");
  });

  it("registration complete needs rulesAccepted true", () => {
    const base = { claimUuid: "c", newPassword: "12345678" };
    expect(apiCompleteRegistrationSchema.parse({ ...base, rulesAccepted: true }).rulesAccepted).toBe(true);
    const consent = "Необходимо согласие на обработку персональных данных";
    expect(firstError(apiCompleteRegistrationSchema, { ...base, rulesAccepted: false }).message).toBe(consent);
    expect(firstError(apiCompleteRegistrationSchema, base).message).toBe(consent);
    expect(firstError(apiCompleteRegistrationSchema, { ...base, newPassword: "short", rulesAccepted: true }).message).toBe(PASSWORD_LENGTH);
  });
});

describe("entry-area form schemas", () => {
  it("login form: phone from the mask, next kept", () => {
    expect(loginFormSchema.parse({ phone: "+7 (900) 000-00-01", password: "p", next: "/news" })).toEqual({
      phone: "9000000001",
      password: "p",
      next: "/news",
    });
    const issue = firstError(loginFormSchema, { phone: "+7 (900) 000-00", password: "p" });
    expect(issue).toMatchObject({ message: PHONE_INCOMPLETE, path: ["phone"] });
  });

  it("start and confirm forms", () => {
    expect(startFormSchema.parse({ phone: "89000000001" })).toEqual({ phone: "9000000001" });
    // The form's claimUuid is not taken: the page's claim stays on the server.
    expect(confirmFormSchema.parse({ claimUuid: "c", code: "000 042" })).toEqual({ code: "000042" });
    expect(firstError(confirmFormSchema, { code: "" })).toMatchObject({
      message: "Введите код из СМС",
      path: ["code"],
    });
  });

  it("registration password form: same passwords and the consent checkbox ('on')", () => {
    const form = { claimUuid: "c", password: "12345678", passwordRepeat: "12345678", rulesAccepted: "on" };
    expect(registrationPasswordFormSchema.parse(form)).toMatchObject({ password: "12345678", rulesAccepted: true });
    expect(firstError(registrationPasswordFormSchema, { ...form, passwordRepeat: "12345679" })).toMatchObject({
      message: "Пароли не совпадают",
      path: ["passwordRepeat"],
    });
    expect(firstError(registrationPasswordFormSchema, { ...form, rulesAccepted: undefined })).toMatchObject({
      message: "Необходимо согласие на обработку персональных данных",
      path: ["rulesAccepted"],
    });
    expect(firstError(registrationPasswordFormSchema, { ...form, password: "1234567", passwordRepeat: "1234567" }).message).toBe(
      PASSWORD_LENGTH,
    );
  });

  it("recovery password form needs no consent", () => {
    const form = { claimUuid: "c", password: "abcdefgh", passwordRepeat: "abcdefgh" };
    expect(recoveryPasswordFormSchema.parse(form)).toMatchObject({ password: "abcdefgh" });
    expect(firstError(recoveryPasswordFormSchema, { ...form, passwordRepeat: "abcdefg" }).message).toBe("Пароли не совпадают");
  });
});
