import type { Catalogue } from './types';

/** English for the step-up page (same keys as ko-step-up.ts). */
export const enStepUp: Pick<Catalogue, 'stepUp'> = {
  stepUp: {
    title: 'Verify it is you',
    intro: 'This is a sensitive action, so we need to verify it is you. Once you enter a code, we will not ask again for {minutes} minutes.',
    channel_label: 'Send the code to',
    channels: { sms: 'Text message (SMS)', email: 'E-mail' },
    no_phone: 'No mobile number on record',
    send: 'Send code',
    resend: 'Send a new code',
    resend_in: 'You can get a new code in {seconds} seconds',
    sent_to: 'Code sent to {destination}',
    code_label: '6-digit code',
    time_left: 'Time left {time}',
    expired: 'The code has expired. Please get a new code.',
    tries_left: '{count} tries left',
    verify: 'Verify',
    locked_title: 'Verification is locked',
    locked_body: 'A wrong code was entered {max} times. You can try again from {time}.',
    verified_title: 'You are verified',
    verified_body: 'Until {time}, sensitive actions will not ask you to verify again.',
    continue: 'Back to the previous page',
    cancel: 'Cancel and go back',
    load_failed: 'Could not load the verification status',
    not_received: 'No code? Please ask for a new one in a moment. For e-mail, check your spam folder too.',
    demo_mailbox: 'On the demo server, codes are not sent: they are recorded in the demo mailbox.',
    open_mailbox: 'Open the demo mailbox',
  },
};
