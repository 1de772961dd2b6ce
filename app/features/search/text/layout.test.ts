import { describe, expect, it } from "vitest";
import { switchLayout } from "./layout";

describe("switchLayout", () => {
  it("reads QWERTY keys as the Russian letters on them", () => {
    expect(switchLayout("jngecr")).toBe("отпуск");
    expect(switchLayout("bdfyjd")).toBe("иванов");
    expect(switchLayout("[kt,")).toBe("хлеб");
    expect(switchLayout("{kt,")).toBe("Хлеб");
    expect(switchLayout("`krf ;ehyfk 'rcgthnm .kz gjl]tv")).toBe("ёлка журнал эксперть юля подъем");
  });

  it("reads Russian letters as the QWERTY keys under them", () => {
    expect(switchLayout("ылг")).toBe("sku");
    expect(switchLayout("хъжэбюё")).toBe("[];',.`");
    expect(switchLayout("ХЪЖЭБЮЁ")).toBe('{}:"<>~');
  });

  it("keeps case, digits and other characters, and converts each letter in its own direction", () => {
    expect(switchLayout("Bdfyjd Bdfy")).toBe("Иванов Иван");
    expect(switchLayout("ЫЛГ-42")).toBe("SKU-42");
    expect(switchLayout("ivanов")).toBe("шмфтjd");
    expect(switchLayout("№ 5 / ? !")).toBe("№ 5 / ? !");
  });

  it("reads punctuation keys as letters only in a run without Cyrillic", () => {
    expect(switchLayout("bdfyjd,")).toBe("ивановб");
    expect(switchLayout("иванов, петр.")).toBe("bdfyjd, gtnh.");
  });

  it("comes back to the text it started from", () => {
    for (const text of ["отпуск", "Командировка", "jngecr", "SKU"]) expect(switchLayout(switchLayout(text))).toBe(text);
  });
});
