// /api calls of the entry area (spec part 1 §7 "Session and entry"). Payloads: ../api.md.
import type { ApiRoute } from "~/platform/api.server";
import { deviceCookie } from "~/platform/cookies.server";
import { parseInput } from "~/platform/validate";
import {
  apiCompleteRegistrationSchema,
  apiConfirmSchema,
  apiLoginSchema,
  apiRefreshSchema,
  apiSetNewPasswordSchema,
  apiStartSchema,
} from "~/features/auth/server/api-schema.server";

export const authApi: ApiRoute[] = [
  {
    method: "POST",
    path: "/login",
    access: "public",
    // Signs in both kinds of client: JSON clients keep the tokens, browsers get the session cookie.
    async handler({ services, input, clientIp, sessionSecret, deviceMark, setSessionCookie, setCookie, cookieOptions }) {
      const { userId } = await services.auth.verifyCredentials(parseInput(apiLoginSchema, input), clientIp, deviceMark);
      const secret = await services.auth.startWebSession(userId, sessionSecret);
      setSessionCookie(secret);
      // The browser is known to this person now: others' failed guesses do not lock it out.
      setCookie(deviceCookie(await services.auth.deviceMarkFor(userId), cookieOptions));
      const tokens = await services.auth.issueApiTokens(userId);
      return { ...tokens, user: await services.users.getShortById(userId) };
    },
  },
  {
    method: "POST",
    path: "/token/refresh",
    access: "public",
    async handler({ services, input }) {
      const { refreshToken } = parseInput(apiRefreshSchema, input);
      return services.auth.refresh(refreshToken);
    },
  },
  {
    method: "POST",
    path: "/logout",
    access: "public",
    async handler({ services, actor, sessionSecret, setSessionCookie }) {
      await services.auth.logout(actor, sessionSecret);
      await services.notifications.live.signedOut(actor);
      setSessionCookie(null);
      return null;
    },
  },
  {
    method: "POST",
    path: "/registration/start",
    access: "public",
    async handler({ services, input, clientIp }) {
      const { claimUuid } = await services.registration.start("registration", parseInput(apiStartSchema, input), clientIp);
      return { startRegistrationResult: { claimUuid } };
    },
  },
  {
    method: "POST",
    path: "/registration/confirm",
    access: "public",
    async handler({ services, input }) {
      const { userName } = await services.registration.confirm("registration", parseInput(apiConfirmSchema, input));
      return { userName };
    },
  },
  {
    method: "POST",
    path: "/registration/complete",
    access: "public",
    // The person is signed in at once: cookie for browsers, tokens for JSON clients.
    async handler({ services, input, sessionSecret, setSessionCookie, clientIp, userAgent }) {
      const { claimUuid, newPassword } = parseInput(apiCompleteRegistrationSchema, input);
      const { userId, userName } = await services.registration.complete("registration", claimUuid, newPassword, {
        ip: clientIp,
        userAgent,
      });
      setSessionCookie(await services.auth.startWebSession(userId, sessionSecret));
      return { userName, ...(await services.auth.issueApiTokens(userId)) };
    },
  },
  {
    method: "POST",
    path: "/change-password/start",
    access: "public",
    async handler({ services, input, clientIp }) {
      const { claimUuid } = await services.registration.start("recovery", parseInput(apiStartSchema, input), clientIp);
      return { startChangePasswordDataResult: { claimUuid } };
    },
  },
  {
    method: "POST",
    path: "/change-password/confirm",
    access: "public",
    async handler({ services, input }) {
      const { userName } = await services.registration.confirm("recovery", parseInput(apiConfirmSchema, input));
      return { userName };
    },
  },
  {
    method: "POST",
    path: "/change-password/set-new-password",
    access: "public",
    // The spec's client signs in with POST /login afterwards; userName tells it who.
    async handler({ services, input, clientIp, userAgent }) {
      const { claimUuid, newPassword } = parseInput(apiSetNewPasswordSchema, input);
      const { userName } = await services.registration.complete("recovery", claimUuid, newPassword, { ip: clientIp, userAgent });
      return { userName };
    },
  },
];
