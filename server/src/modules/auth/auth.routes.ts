// Thin routes of the sign-in path: validate (by the registrar), call the service, set cookies, reply.
import { COOKIES, endpoints } from '@blck/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RegisterRoute } from '../../http/routes';
import type { Captcha } from '../../adapters/captcha';
import type { AuthService, SignInTokens } from './auth.service';

const setBindingCookie = (request: FastifyRequest, reply: FastifyReply, tokens: SignInTokens) => {
  reply.setCookie(COOKIES.binding, tokens.binding, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: Math.floor(tokens.maxAgeMs / 1000),
  });
};

export const registerAuthRoutes = (
  route: RegisterRoute,
  { authService, captcha }: { authService: AuthService; captcha: Captcha },
) => {
  route(endpoints.captchaChallenge, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return captcha.challenge();
  });

  route(endpoints.signInFirstStep, ({ body, audit }) => authService.signInFirstStep(body, audit));

  route(endpoints.signInFinal, async ({ body, headers, audit, request, reply }) => {
    const tokens = await authService.signInFinal(headers.sessionid, body, {
      ...audit,
      userAgent: request.headers['user-agent'] ?? null,
    });
    setBindingCookie(request, reply, tokens);
    return { token: tokens.token };
  });

  route(endpoints.signInDevice, async ({ body, headers, audit, request, reply }) => {
    const tokens = await authService.signInDevice(headers.sessionid, body, {
      ...audit,
      userAgent: request.headers['user-agent'] ?? null,
    });
    setBindingCookie(request, reply, tokens);
    return { token: tokens.token };
  });

  route(endpoints.currentAdmin, async ({ session }) => ({ admin: session.admin }));

  route(endpoints.signOut, async ({ session, audit, reply }) => {
    await authService.signOut(session, audit);
    reply.clearCookie(COOKIES.binding, { path: '/' });
    return {};
  });

  route(endpoints.forgotPasswordCode, ({ body, audit }) => authService.forgotPasswordCode(body, audit));
  route(endpoints.forgotPassword, ({ body }) => authService.forgotPassword(body));
  route(endpoints.resetPassword, async ({ params, body, audit }) => {
    const { message } = await authService.resetPassword(params.resettoken, body, audit);
    return { message };
  });

  route(endpoints.registrationLink, async ({ body, audit }) => ({
    admin: await authService.sendRegistrationLink(body, audit),
  }));
  route(endpoints.finishRegistration, ({ params, body, audit }) =>
    authService.finishRegistration(params.resetToken, body, audit),
  );

  route(endpoints.authenticatorSetup, ({ session, body, audit }) =>
    authService.startAuthenticatorSetup(session, body, audit),
  );
  route(endpoints.authenticatorEnable, async ({ session, body, audit }) => ({
    admin: await authService.enableAuthenticator(session, body, audit),
  }));
  route(endpoints.reauthenticate, ({ session, body, audit }) => authService.reauthenticate(session, body, audit));
  route(endpoints.repeatRegistrationLink, async ({ body, audit }) => ({
    admin: await authService.repeatRegistrationLink(body.id, audit),
  }));
};
