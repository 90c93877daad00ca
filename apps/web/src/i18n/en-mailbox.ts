import type { Catalogue } from './types';

/** English for the demo mailbox (same keys as ko-mailbox.ts). */
export const enMailbox: Pick<Catalogue, 'mailbox'> = {
  mailbox: {
    title: 'Mailbox',
    badge: 'Demo',
    banner_title: 'Demo: mails and text messages sent to operators',
    banner_body:
      'The demo server does not send mails or text messages: it records them here. Find operator invitation links and verification codes on this page.',
    kinds: { all: 'All', mail: 'E-mail', sms: 'Text message (SMS)' },
    kinds_label: 'Message kind',
    to_label: 'Recipient e-mail',
    to_placeholder: 'admin@demo.test',
    to_invalid: 'Please check the e-mail address',
    apply: 'Search',
    clear: 'Show all',
    refresh: 'Refresh',
    list_label: 'Received messages',
    to: 'To {to}',
    to_operator: 'To {to} ({email})',
    sent_at: 'Sent {date}',
    sms_subject: 'Text message',
    show_html: 'Show the HTML body',
    hide_html: 'Hide the HTML body',
    html_frame: 'HTML body of {subject}',
    empty: 'No messages recorded yet',
    empty_hint: 'Invite an operator or ask for a verification code, and it shows up here.',
    empty_filtered: 'No message matches',
    empty_filtered_hint: 'Try another recipient or kind.',
    load_failed: 'Could not load the mailbox',
    unavailable: 'This page is available in demo mode only',
    unavailable_hint: 'This server really sends mails and text messages, so it has no mailbox.',
    pagination: 'Mailbox pages',
  },
};
