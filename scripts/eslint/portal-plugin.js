// The portal's own lint rules (eslint.config.js turns them on):
// - feature-boundaries: a feature imports platform/ and shared/ freely, another feature only through its public
//   index (`~/features/<f>`, `~/features/<f>/index.server`, `~/features/<f>/styles` for stylesheets, or
//   `~/features/<f>/client` for what the shell starts after hydration); platform/ and shared/ import no feature
//   and not the shell, so the house stands on them and not the other way round; nothing else in app/
//   imports the composition root (app/portal/), which stands above every feature (tests may).
// - no-cyrillic: interface text lives in messages files (a feature's messages.ts / messages.server.ts, shared's),
//   so a page ships only the strings it renders and each string has one home.
import path from "node:path";

const CYRILLIC = /[\u0400-\u04FF]/;
const APP = path.resolve("app");

/** The app-relative path an import names, or null for a package. */
function target(specifier, filename) {
  if (specifier.startsWith("~/")) return specifier.slice(2);
  if (!specifier.startsWith(".")) return null;
  const absolute = path.resolve(path.dirname(filename), specifier);
  const relative = path.relative(APP, absolute);
  return relative.startsWith("..") ? null : relative.split(path.sep).join("/");
}

function areaOf(appPath) {
  const [top, name] = appPath.split("/");
  if (top === "features" && name) return { kind: "feature", name: name.replace(/\.[^/]*$/, "") };
  return { kind: top ?? "" };
}

const featureBoundaries = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      deep: "Import another feature only through its public index (~/features/{{feature}}), not {{specifier}}.",
      serverIndex:
        "Server code imports another feature's index.server ({{specifier}}/index.server): its index.ts may re-export styles, which node cannot load.",
      upward: "{{area}}/ stands below the features and the shell: it may not import {{specifier}}.",
      root: "app/portal/ is the composition root above the features: {{area}} may not import {{specifier}}.",
    },
  },
  create(context) {
    const filename = context.filename;
    const own = path.relative(APP, filename).split(path.sep).join("/");
    if (own.startsWith("..")) return {};
    const from = areaOf(own);
    function check(node, specifier) {
      if (typeof specifier !== "string") return;
      const to = target(specifier, filename);
      if (!to) return;
      const dest = areaOf(to);
      const isTest = /\.test\.tsx?$/.test(own) || own.includes("/tests/");
      if (dest.kind === "portal" && from.kind !== "portal" && !isTest) {
        context.report({ node, messageId: "root", data: { area: from.kind === "feature" ? from.name : from.kind, specifier } });
        return;
      }
      if ((from.kind === "platform" || from.kind === "shared") && (dest.kind === "feature" || dest.kind === "shell")) {
        context.report({ node, messageId: "upward", data: { area: from.kind, specifier } });
        return;
      }
      if (dest.kind !== "feature" || (from.kind === "feature" && from.name === dest.name)) return;
      const rest = to.split("/").slice(2).join("/");
      if ((rest === "" || rest === "index") && /\.server\.tsx?$/.test(own)) {
        context.report({ node, messageId: "serverIndex", data: { specifier } });
        return;
      }
      // styles.ts: a feature's stylesheet addresses, public so a page can link them without its components.
      // client.ts: code the shell's lazy chunk starts; through index.ts it would share a chunk with the
      // feature's components and load with every page that shows one.
      // forms.ts: a feature's save forms (conform's helpers, the schema loader), apart so that the view pages that
      // import its components from index.ts do not load them (the albums' form: the group and gallery create pages).
      if (rest === "" || rest === "index" || rest === "index.server" || rest === "styles" || rest === "client" || rest === "forms") return;
      // A test may build on another feature's test fixtures (a world of contacts to favourite...).
      if (isTest && rest.startsWith("tests/")) return;
      if (from.kind === "feature" || from.kind === "shell" || from.kind === "root.tsx") {
        context.report({ node, messageId: "deep", data: { feature: dest.name, specifier } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source, node.source.value),
    };
  },
};

const noCyrillic = {
  meta: {
    type: "suggestion",
    schema: [],
    messages: {
      text: "Interface text belongs in a messages file (messages.ts, or messages.server.ts for server-only refusals).",
    },
  },
  create(context) {
    const report = (node, text) => {
      if (typeof text === "string" && CYRILLIC.test(text)) context.report({ node, messageId: "text" });
    };
    return {
      Literal: (node) => report(node, node.value),
      TemplateElement: (node) => report(node, node.value.cooked),
      JSXText: (node) => report(node, node.value),
    };
  },
};

export default { rules: { "feature-boundaries": featureBoundaries, "no-cyrillic": noCyrillic } };
