// The two contact forms in the browser (spec points 4, 5 and 8): enabled once this runs,
// validated with the API's own zod schemas, sent as JSON with the visit's attribution and
// the time token, and answered in the live region. The markup, every message element
// included, is the server's (src/components/site/contact/contact-form.tsx); this only
// shows, hides and fills it. The schemas (zod) load on the first touch of the form, so
// they cost nothing to a page whose form is never used.
import { visitAttribution } from '@/lib/visit';

type Kind = 'main' | 'page';

type Control = HTMLInputElement | HTMLTextAreaElement;

interface Issue {
  code: string;
  path: PropertyKey[];
  minimum?: unknown;
  maximum?: unknown;
}

const FORMS: Record<Kind, { endpoint: string; clearAfterwards: string[] }> = {
  main: { endpoint: '/send-contact-form-main', clearAfterwards: ['name', 'email', 'message'] },
  // Spec point 4: the contact page's form keeps everything but the email.
  page: { endpoint: '/send-contact-form', clearAfterwards: ['email'] },
};

const FIELD_NAMES = ['name', 'email', 'phoneNum', 'businessName', 'role', 'message'];

const REQUEST_TIMEOUT_MS = 20_000;

const loadSchemas = () => import('@/lib/schemas/contact');

export function mount(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  const kind: Kind = form.dataset.form === 'page' ? 'page' : 'main';
  const { endpoint, clearAfterwards } = FORMS[kind];
  const words = form.dataset;
  const fields = [...form.querySelectorAll<Control>('input, textarea')].filter((control) =>
    FIELD_NAMES.includes(control.name),
  );
  const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const outcome = {
    success: form.querySelector<HTMLElement>('[data-outcome="success"]')!,
    failure: form.querySelector<HTMLElement>('[data-outcome="failure"]')!,
    detail: form.querySelector<HTMLElement>('[data-detail]')!,
  };
  const shownErrors = new Set<string>();
  let submitting = false;

  // The time check (issue 27): a signed time taken when the form is first shown. Without
  // it the enquiry is judged as any client's would be.
  let formToken: string | undefined;
  fetch('/api/form-token')
    .then((response) => response.json())
    .then((body: { token?: string }) => (formToken = body.token))
    .catch(() => {});

  let schemas: ReturnType<typeof loadSchemas> | undefined;
  const schema = () => {
    schemas ??= loadSchemas();
    schemas.catch(() => (schemas = undefined));
    return schemas.then((loaded) =>
      kind === 'main' ? loaded.mainContactSchema : loaded.pageContactSchema,
    );
  };

  /** A validation message in the page's language, from what zod says went wrong. */
  const messageOf = (issue: Issue, field: Control) => {
    const fill = (template = '', n?: unknown) =>
      template.replace('{label}', field.dataset.label ?? '').replace('{n}', String(n ?? ''));
    if (issue.code === 'invalid_format') return words.invalidEmail ?? '';
    if (issue.code === 'invalid_type') return fill(words.notText);
    if (issue.code === 'too_big') return fill(words.tooLong, issue.maximum);
    // An empty required field says it is required rather than quoting a minimum length.
    if (issue.code === 'too_small' && field.value.trim() !== '' && Number(issue.minimum) > 1)
      return fill(words.tooShort, issue.minimum);
    return fill(words.required);
  };

  const validate = async () => {
    const input = {
      ...Object.fromEntries(fields.map((field) => [field.name, field.value])),
      ...(kind === 'main' ? { phoneNum: 'none', formType: form.dataset.formType ?? '' } : {}),
      ...(honeypot?.value ? { website: honeypot.value } : {}),
      attribution: visitAttribution(),
      formToken,
      locale: form.dataset.locale,
    };
    const contactSchema = await schema();
    let result = contactSchema.safeParse(input);
    // What the visit recorded never keeps a visitor from sending: sent without it instead.
    if (
      !result.success &&
      result.error.issues.every((issue) => !FIELD_NAMES.includes(String(issue.path[0])))
    ) {
      result = contactSchema.safeParse({ ...input, attribution: undefined, formToken: undefined });
    }
    const errors = new Map<string, string>();
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = fields.find((candidate) => candidate.name === issue.path[0]);
        if (field && !errors.has(field.name)) errors.set(field.name, messageOf(issue, field));
      }
    }
    return { data: result.success ? result.data : undefined, errors };
  };

  const showError = (field: Control, message: string | undefined) => {
    const error = document.getElementById(`${field.id}-error`);
    if (!error) return;
    error.textContent = message ?? '';
    error.hidden = !message;
    if (message) {
      field.setAttribute('aria-invalid', 'true');
      field.setAttribute('aria-describedby', error.id);
      shownErrors.add(field.name);
    } else {
      field.removeAttribute('aria-invalid');
      field.removeAttribute('aria-describedby');
      shownErrors.delete(field.name);
    }
  };

  const setSubmitting = (on: boolean) => {
    submitting = on;
    form.setAttribute('aria-busy', String(on));
    button.setAttribute('aria-disabled', String(on));
    for (const field of fields) field.readOnly = on;
    // The button's spinner and words, and the live region's announcement.
    for (const part of form.querySelectorAll<HTMLElement>('[data-sending]')) part.hidden = !on;
    for (const part of form.querySelectorAll<HTMLElement>('[data-idle]')) part.hidden = on;
  };

  const showOutcome = (shown: 'success' | 'failure' | undefined, detail?: string) => {
    outcome.success.hidden = shown !== 'success';
    outcome.failure.hidden = shown !== 'failure';
    outcome.detail.textContent = detail ?? '';
    outcome.detail.hidden = !detail;
  };

  const send = async (data: unknown) => {
    setSubmitting(true);
    showOutcome(undefined);
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(data),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => null)) as {
        msg?: string;
        message?: unknown;
      } | null;
      if (response.ok && body?.msg === 'success') showOutcome('success');
      else showOutcome('failure', typeof body?.message === 'string' ? body.message : undefined);
      // Spec point 4: once the server has answered, success or failure.
      for (const field of fields) if (clearAfterwards.includes(field.name)) field.value = '';
    } catch {
      // No answer at all (offline, time-out): say so instead of spinning forever, and keep
      // what the visitor typed so that nothing is lost.
      showOutcome('failure', words.network);
    } finally {
      setSubmitting(false);
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submitting) return;
    validate().then(
      ({ data, errors }) => {
        for (const field of fields) showError(field, errors.get(field.name));
        const first = fields.find((field) => errors.has(field.name));
        if (first) first.focus();
        else if (data) return send(data);
      },
      // The schemas could not be loaded (the connection dropped): as a failed send.
      () => showOutcome('failure', words.network),
    );
  });

  // Once a field has shown an error, it is checked again as the visitor fixes it.
  form.addEventListener('input', (event) => {
    const field = event.target as Control;
    if (!shownErrors.has(field.name)) return;
    validate().then(
      ({ errors }) => showError(field, errors.get(field.name)),
      () => {},
    );
  });

  // The schemas start loading as soon as the visitor turns to the form.
  form.addEventListener('focusin', () => void schema().catch(() => {}), { once: true });

  form.querySelector('fieldset')!.disabled = false;
}
