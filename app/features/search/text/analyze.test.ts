import { describe, expect, it } from "vitest";
import { analyze, normalize, queryTerms } from "./analyze";

describe("normalize", () => {
  it("removes tags, and script and style bodies with them, keeping words on either side apart", () => {
    expect(normalize("<p>Отпуск</p><p>Больничный</p>")).toBe(" отпуск  больничный ");
    expect(normalize('До<script type="x">alert("отпуск")</script>после<style>p { color: red }</style>!')).toBe("до после !");
    expect(normalize("<!-- скрыто -->видно")).toBe(" видно");
    expect(normalize("a < b и c > d")).toBe("a < b и c > d");
  });

  it("decodes the common entities once", () => {
    expect(normalize("Tom &amp; Jerry &lt;b&gt; &quot;Ёж&quot; &#39;x&#39;&nbsp;y")).toBe("tom & jerry <b> \"еж\" 'x' y");
    expect(normalize("&#1054;&#x442;&#X43F;уск")).toBe("отпуск");
    expect(normalize("&amp;lt;")).toBe("&lt;");
    expect(normalize("&#0; &#xD800; &#99999999; &unknown;")).toBe("&#0; &#xd800; &#99999999; &unknown;");
  });

  it("lower-cases Cyrillic and Latin and folds ё and Ё to е", () => {
    expect(normalize("ЁЛКА Ёлка ёлка SKU")).toBe("елка елка елка sku");
  });
});

describe("analyze", () => {
  it("gives words and their Snowball stems in order, repeats kept", () => {
    expect(analyze("Отпуска и отпуск")).toEqual({ words: ["отпуска", "и", "отпуск"], stems: ["отпуск", "и", "отпуск"] });
  });

  it("keeps Latin words and numbers unstemmed and splits on punctuation and quotes", () => {
    expect(analyze("«Заявка» на SSO-доступ №42, v2.0; e-mail: it@corp.ru")).toEqual({
      words: ["заявка", "на", "sso", "доступ", "ssoдоступ", "42", "v2", "0", "e", "mail", "email", "it", "corp", "ru"],
      stems: ["заявк", "на", "sso", "доступ", "ssoдоступ", "42", "v2", "0", "e", "mail", "email", "it", "corp", "ru"],
    });
  });

  it("gives a hyphenated word's parts and the parts joined", () => {
    expect(analyze("Северо-Запад").words).toEqual(["северо", "запад", "северозапад"]);
    expect(analyze("Санкт-Петербурга").words).toEqual(["санкт", "петербурга", "санктпетербурга"]);
    expect(analyze("IT-отдел").words).toEqual(["it", "отдел", "itотдел"]);
    expect(analyze("Ростов-на-Дону").words).toEqual(["ростов", "на", "дону", "ростовнадону"]);
    // Unicode's hyphen joins too; a dash, a doubled hyphen or an edge hyphen only separates.
    expect(analyze("северо\u2010запад").words).toEqual(["северо", "запад", "северозапад"]);
    expect(analyze("2020–2021 a--b -минус плюс-").words).toEqual(["2020", "2021", "a", "b", "минус", "плюс"]);
  });

  it("reads FTS syntax as separators and words", () => {
    expect(analyze('"отпуск" NEAR(командировка*) title:план -x').words).toEqual(["отпуск", "near", "командировка", "title", "план", "x"]);
  });

  it("gives nothing for text without words", () => {
    expect(analyze("")).toEqual({ words: [], stems: [] });
    expect(analyze(" — «» ... <br/> &nbsp;")).toEqual({ words: [], stems: [] });
  });
});

describe("queryTerms", () => {
  it("makes only the last word a prefix, or every word with allPrefix", () => {
    expect(queryTerms("Отпуска Сотрудников", { allPrefix: false })).toEqual([
      { word: "отпуска", stem: "отпуск", prefix: false },
      { word: "сотрудников", stem: "сотрудник", prefix: true },
    ]);
    // Snowball reads the н of "иван" as a verb ending: the word, a prefix here, is what finds the name.
    expect(queryTerms("иван пет", { allPrefix: true })).toEqual([
      { word: "иван", stem: "ива", prefix: true },
      { word: "пет", stem: "пет", prefix: true },
    ]);
  });

  it("folds case and ё, keeps Latin unstemmed and takes a hyphenated word joined", () => {
    expect(queryTerms("Петр Ёлкин SKU-42 северо-запад", { allPrefix: false })).toEqual([
      { word: "петр", stem: "петр", prefix: false },
      { word: "елкин", stem: "елкин", prefix: false },
      { word: "sku42", stem: "sku42", prefix: false },
      { word: "северозапад", stem: "северозапад", prefix: true },
    ]);
  });

  it("treats typed FTS syntax as text", () => {
    const words = queryTerms('"отпуск* NEAR (план:год) -отдел OR AND', { allPrefix: false }).map((term) => term.word);
    expect(words).toEqual(["отпуск", "near", "план", "год", "отдел", "or", "and"]);
  });

  it("cuts the query to 200 characters, then to 10 words", () => {
    const eleven = Array.from({ length: 11 }, (_, index) => `слово${index}`).join(" ");
    const terms = queryTerms(eleven, { allPrefix: false });
    expect(terms.map((term) => term.word)).toEqual(Array.from({ length: 10 }, (_, index) => `слово${index}`));
    expect(terms.map((term) => term.prefix)).toEqual([...Array<boolean>(9).fill(false), true]);

    const long = `${"я".repeat(199)}ab cd`;
    expect(queryTerms(long, { allPrefix: false }).map((term) => term.word)).toEqual([`${"я".repeat(199)}a`]);
  });

  it("gives no terms for a query without words", () => {
    expect(queryTerms(' "*" : - ( ) ', { allPrefix: true })).toEqual([]);
  });
});
