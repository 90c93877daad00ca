/**
 * An in-memory step-up server for the page's tests: `stepUp.status`, `stepUp.send` and `stepUp.verify`
 * answer from one model with the server's rules (the right code verifies, others count a try, the last
 * locks), and the demo mailbox answers as demo mode or not.
 */
import { ERROR_MESSAGES, STEP_UP, errorMessage, type StepUpStatus } from '@partners/contract';
import { answer, contractError } from '../../test/contract-handlers';
import { server } from '../../test/msw-server';

export const RIGHT_CODE = '246810';

export type StepUpState = {
  status: StepUpStatus;
  /** Whether the demo mailbox answers (demo mode). */
  demo: boolean;
};

export function makeStepUpStatus(overrides: Partial<StepUpStatus> = {}): StepUpStatus {
  return {
    verified_until: null,
    locked_until: null,
    tries_left: STEP_UP.maxTries,
    challenge: null,
    channels: [
      { channel: 'sms', destination: '010-****-5678', available: true },
      { channel: 'email', destination: 'ad***@demo.test', available: true },
    ],
    ...overrides,
  };
}

const later = (seconds: number) => new Date(Date.now() + seconds * 1_000).toISOString();

export function serveStepUp(seed: Partial<StepUpState> = {}): StepUpState {
  const state: StepUpState = { status: makeStepUpStatus(), demo: false, ...seed };
  const reply = () => ({ code: 200 as const, data: state.status });
  server.use(
    answer('stepUp.status', reply),
    answer('stepUp.send', ({ body }) => {
      const destination = state.status.channels.find((c) => c.channel === body.channel)?.destination ?? '';
      state.status = {
        ...state.status,
        challenge: {
          channel: body.channel,
          destination,
          expires_at: later(STEP_UP.codeTtlSeconds),
          resend_available_at: later(STEP_UP.resendCooldownSeconds),
        },
      };
      return reply();
    }),
    answer('stepUp.verify', ({ body }) => {
      if (body.code === RIGHT_CODE) {
        state.status = { ...state.status, verified_until: later(STEP_UP.lifetimeSeconds), challenge: null, tries_left: STEP_UP.maxTries };
        return reply();
      }
      const left = state.status.tries_left - 1;
      if (left <= 0) {
        state.status = { ...state.status, tries_left: 0, challenge: null, locked_until: later(STEP_UP.lockoutSeconds) };
        return contractError('step_up.locked', errorMessage('step_up.locked', { minutes: 10 }), { params: { minutes: 10 } });
      }
      state.status = { ...state.status, tries_left: left };
      return contractError('step_up.code_wrong', errorMessage('step_up.code_wrong', { tries_left: left }), { params: { tries_left: left } });
    }),
    answer('demo.mailbox', () =>
      state.demo
        ? { code: 200, data: { results: [], page_info: { page: 1, per: 20, total: 0, total_pages: 0 } } }
        : contractError('not_found', ERROR_MESSAGES.not_found),
    ),
  );
  return state;
}
