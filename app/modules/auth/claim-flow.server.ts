// The action behind /register and /recover: one form post per step, the claim carried in a hidden
// field. Each answer tells the page which step to draw next.
import type { AppLoadContext } from "@remix-run/node";
import { validationError } from "remix-validated-form";
import { formFailure, signInAndRedirect } from "../core/remix.server";
import { parseInput } from "../core/validate";
import type { ClaimPurpose } from "./registration.server";
import {
  confirmFormSchema,
  recoveryPasswordFormSchema,
  registrationPasswordFormSchema,
  resendFormSchema,
  startFormSchema,
} from "./schema";
import { ru } from "~/text/ru";

export type ClaimStep = "phone" | "confirm" | "password";

export interface ClaimStepData {
  step: ClaimStep;
  claimUuid?: string;
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

export async function claimFlowAction(purpose: ClaimPurpose, request: Request, context: AppLoadContext) {
  const form = Object.fromEntries(await request.formData());
  const subaction = String(form.subaction ?? "start");
  const flow = context.services.registration;
  try {
    switch (subaction) {
      case "start": {
        const { phone } = parseInput(startFormSchema, form);
        const claim = await flow.start(purpose, { phoneNumber: phone }, context.clientIp);
        return step({ step: "confirm", claimUuid: claim.claimUuid, phone: claim.phone });
      }
      case "resend": {
        const { claimUuid } = parseInput(resendFormSchema, form);
        const claim = await flow.resend(purpose, claimUuid, context.clientIp);
        return step({ step: "confirm", claimUuid: claim.claimUuid, phone: claim.phone, notice: ru.registration.claimReplaced });
      }
      case "confirm": {
        const { claimUuid, code } = parseInput(confirmFormSchema, form);
        const { userName, phone } = await flow.confirm(purpose, { claimUuid, confirmationCode: code });
        return step({ step: "password", claimUuid, userName, phone });
      }
      case "complete": {
        const schema = purpose === "registration" ? registrationPasswordFormSchema : recoveryPasswordFormSchema;
        const { claimUuid, password } = parseInput(schema, form);
        const { userId } = await flow.complete(purpose, claimUuid, password);
        const toast = { type: "success" as const, text: purpose === "registration" ? ru.toast.registered : ru.toast.passwordSet };
        return signInAndRedirect(context, userId, "/", toast);
      }
      default:
        return step({ step: "phone" });
    }
  } catch (error) {
    const { formError, fieldErrors } = formFailure(error);
    const claimUuid = typeof form.claimUuid === "string" ? form.claimUuid : undefined;
    // Redraw the step that was posted, with what the server knows of the claim; a dead claim starts over.
    const claim = claimUuid ? await flow.describe(purpose, claimUuid).catch(() => null) : null;
    const back: ClaimStepData =
      claimUuid && !claim
        ? { step: "phone" }
        : { step: stepOfSubaction[subaction] ?? "phone", claimUuid, phone: claim?.phone, userName: claim?.userName };
    const fields = Object.keys(fieldErrors).length > 0 ? fieldErrors : { _form: formError };
    return validationError({ fieldErrors: fields, subaction }, { ...back, phoneInput: form.phone, rulesAccepted: form.rulesAccepted });
  }
}

function step(data: ClaimStepData) {
  return { ...data };
}
