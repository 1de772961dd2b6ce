// The action behind /register and /recover: one form post per step. The claim stays on the server: the
// browser that started it holds only a random entry cookie whose hash owns the claim, so no page ever
// carries a claimUuid another client could read or post. Each answer tells the page which step to draw.
import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import { validationError } from "remix-validated-form";
import { ENTRY_COOKIE, entryCookie, readCookie } from "~/platform/cookies.server";
import { randomToken, sha256 } from "~/platform/crypto.server";
import { invalid } from "~/platform/errors";
import { formFailure, readForm, signInAndRedirect } from "~/platform/remix.server";
import { parseInput } from "~/platform/validate";
import type { ClaimPurpose } from "./registration.server";
import { confirmFormSchema, recoveryPasswordFormSchema, registrationPasswordFormSchema, startFormSchema } from "~/features/auth/schema";
import { registration } from "~/features/auth/messages.server";
import { toast } from "~/shared/messages";

export type ClaimStep = "phone" | "confirm" | "password";

export interface ClaimStepData {
  step: ClaimStep;
  phone?: string;
  userName?: string;
  notice?: string;
}

const stepOfSubaction: Record<string, ClaimStep> = {
  start: "phone",
  resend: "confirm",
  confirm: "confirm",
  complete: "password",
};

/** Form fields a refused step gives back to the page; never the passwords. */
const KEPT_FIELDS = ["phone", "code", "rulesAccepted"] as const;

export async function claimFlowAction(purpose: ClaimPurpose, request: Request, context: AppLoadContext) {
  const form = Object.fromEntries(await readForm(request));
  const subaction = String(form.subaction ?? "start");
  const flow = context.services.registration;
  const ownerSecret = readCookie(request.headers.get("cookie"), ENTRY_COOKIE);
  const ownerHash = ownerSecret ? sha256(ownerSecret) : null;
  /** This browser's claim; without one the step cannot go on. */
  const ownClaim = async () => {
    const uuid = ownerHash ? await flow.ownClaimUuid(purpose, ownerHash) : null;
    if (!uuid) throw invalid(registration.claimNotFound);
    return uuid;
  };
  try {
    switch (subaction) {
      case "start": {
        const { phone } = parseInput(startFormSchema, form);
        // A browser without an entry cookie gets one with the claim it starts.
        const secret = ownerSecret ?? randomToken();
        const claim = await flow.start(purpose, { phoneNumber: phone }, context.clientIp, sha256(secret));
        const headers = ownerSecret ? undefined : { "Set-Cookie": entryCookie(secret, context.cookieOptions) };
        return data<ClaimStepData>({ step: "confirm", phone: claim.phone }, { headers });
      }
      case "resend": {
        const claim = await flow.resend(purpose, await ownClaim(), context.clientIp);
        return step({ step: "confirm", phone: claim.phone, notice: registration.claimReplaced });
      }
      case "confirm": {
        const { code } = parseInput(confirmFormSchema, form);
        const { userName, phone } = await flow.confirm(purpose, { claimUuid: await ownClaim(), confirmationCode: code });
        return step({ step: "password", userName, phone });
      }
      case "complete": {
        const schema = purpose === "registration" ? registrationPasswordFormSchema : recoveryPasswordFormSchema;
        const { password } = parseInput(schema, form);
        const client = { ip: context.clientIp, userAgent: request.headers.get("user-agent") };
        const { userId } = await flow.complete(purpose, await ownClaim(), password, client);
        const done = { type: "success" as const, text: purpose === "registration" ? toast.registered : toast.passwordSet };
        const signedIn = await signInAndRedirect(context, userId, "/", done);
        signedIn.headers.append("Set-Cookie", entryCookie(null, context.cookieOptions));
        return signedIn;
      }
      default:
        return step({ step: "phone" });
    }
  } catch (error) {
    const { formError, fieldErrors } = formFailure(error);
    // Redraw the step that was posted, with what the server knows of this browser's claim; without a
    // live claim the flow starts over.
    const uuid = ownerHash && subaction !== "start" ? await flow.ownClaimUuid(purpose, ownerHash) : null;
    const claim = uuid ? await flow.describe(purpose, uuid).catch(() => null) : null;
    const back: ClaimStepData =
      subaction !== "start" && !claim
        ? { step: "phone" }
        : { step: stepOfSubaction[subaction] ?? "phone", phone: claim?.phone, userName: claim?.userName };
    const fields = Object.keys(fieldErrors).length > 0 ? fieldErrors : { _form: formError };
    const kept = Object.fromEntries(KEPT_FIELDS.filter((name) => typeof form[name] === "string").map((name) => [name, form[name]]));
    return validationError({ fieldErrors: fields, subaction }, { ...back, phoneInput: form.phone, ...kept });
  }
}

function step(result: ClaimStepData) {
  return { ...result };
}
