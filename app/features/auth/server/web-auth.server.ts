// Sign-in of the login page through remix-auth's form strategy; the check itself is the same domain
// function /api/login uses. remix-auth reads request.clone().formData(), so nothing reads the body before it.
import type { AppLoadContext } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { DomainError, isDomainError } from "~/platform/errors";
import { DEVICE_COOKIE, readCookie } from "~/platform/cookies.server";
import { parseInput } from "~/platform/validate";
import { apiLoginSchema } from "~/features/auth/server/api-schema.server";
import { readForm } from "~/platform/remix.server";

/**
 * Signs in from the login form. Returns the person, or throws a domain error; either way the posted
 * form is handed back, since remix-auth has read the body.
 */
export async function authenticateLoginForm(
  request: Request,
  context: AppLoadContext,
): Promise<{ userId: number; form: FormData } | { error: unknown; form: FormData }> {
  // A body that is not a form after all is refused here (400) as on every page: remix-auth would throw a 500.
  let posted = await readForm(request.clone());
  const authenticator = new Authenticator<number>();
  authenticator.use(
    new FormStrategy(async ({ form }) => {
      posted = form;
      const { userId } = await context.services.auth.verifyCredentials(
        parseInput(apiLoginSchema, { username: form.get("phone") ?? undefined, password: form.get("password") ?? undefined }),
        context.clientIp,
        readCookie(request.headers.get("cookie"), DEVICE_COOKIE),
      );
      return userId;
    }),
    "form",
  );
  try {
    return { userId: await authenticator.authenticate("form", request), form: posted };
  } catch (error) {
    // The API names the phone "username"; the form calls it "phone".
    if (isDomainError(error) && error.fieldErrors?.username) {
      const { username, ...rest } = error.fieldErrors;
      return { error: new DomainError(error.kind, error.message, { ...rest, phone: username }), form: posted };
    }
    return { error, form: posted };
  }
}
