import 'server-only';
import { absoluteUrl } from '../site-url';
import type { QueuedMail } from './outbox';

// The e-mails staff receive about their accounts: plain HTML (one column, real text,
// a link that says where it goes) with the same words as a text part. Links are built
// from SITE_URL; the token travels in the fragment, which browsers never send to a
// server, so it stays out of access logs and Referer headers.

const SITE_NAME = 'Nexa Digital';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

interface Letter {
  recipient: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote: string;
}

function compose({
  recipient,
  subject,
  greeting,
  paragraphs,
  action,
  footnote,
}: Letter): QueuedMail {
  const text = [
    greeting,
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    footnote,
    `— ${SITE_NAME}`,
  ].join('\n\n');
  const p = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const button = action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#0b3d91;color:#ffffff;text-decoration:underline;border-radius:6px">${escapeHtml(action.label)}</a></p>` +
      p(`If the button does not work, copy this address into your browser: ${action.url}`)
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#ffffff">
<main style="max-width:560px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>
${p(greeting)}
${paragraphs.map(p).join('\n')}
${button}
<p style="margin:24px 0 0;font-size:14px;color:#4a4a4a">${escapeHtml(footnote)}</p>
<p style="margin:8px 0 0;font-size:14px;color:#4a4a4a">— ${SITE_NAME}</p>
</main></body></html>`;
  return { recipient, subject, text, html };
}

const linkWithToken = (path: string, token: string) => `${absoluteUrl(path)}#token=${token}`;

export function invitationMail(args: {
  to: string;
  name: string;
  invitedBy: string;
  roleLabel: string;
  token: string;
}): QueuedMail {
  return compose({
    recipient: args.to,
    subject: `You are invited to the ${SITE_NAME} website admin`,
    greeting: `Hello ${args.name},`,
    paragraphs: [
      `${args.invitedBy} has invited you to manage the ${SITE_NAME} website as ${args.roleLabel.toLowerCase()}.`,
      'Choose your password to accept. The link works once and expires in 72 hours.',
    ],
    action: {
      label: 'Accept the invitation',
      url: linkWithToken('/login/accept-invitation', args.token),
    },
    footnote: 'If you did not expect this invitation, you can ignore this e-mail.',
  });
}

export function passwordResetMail(args: { to: string; name: string; token: string }): QueuedMail {
  return compose({
    recipient: args.to,
    subject: `Reset your ${SITE_NAME} admin password`,
    greeting: `Hello ${args.name},`,
    paragraphs: [
      'Someone asked to reset the password of your account. If it was you, choose a new password below.',
      'The link works once and expires in 1 hour. Setting a new password signs you out everywhere else.',
    ],
    action: {
      label: 'Choose a new password',
      url: linkWithToken('/login/reset-password', args.token),
    },
    footnote: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  });
}

export function newDeviceMail(args: {
  to: string;
  name: string;
  device: string;
  clientIp: string;
  at: string;
}): QueuedMail {
  return compose({
    recipient: args.to,
    subject: 'A new device signed in to your account',
    greeting: `Hello ${args.name},`,
    paragraphs: [
      `Your ${SITE_NAME} admin account was signed in from ${args.device} (address ${args.clientIp}) at ${args.at} UTC.`,
      'If this was you, there is nothing to do. If not, change your password at once and sign out the sessions you do not know from your account page.',
    ],
    action: { label: 'Open your account page', url: absoluteUrl('/admin/profile') },
    footnote: 'You receive this e-mail the first time each device signs in.',
  });
}
