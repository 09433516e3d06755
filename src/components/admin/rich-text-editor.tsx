'use client';

import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import fieldStyles from './field.module.css';
import { Button } from './kit';
import styles from './rich-text-editor.module.css';

// The rich-text editor for HTML paragraphs (TipTap). Only the formatting the site
// shows and the server's sanitizer keeps is offered: bold, italic, lists and links.

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  hint?: string;
  /**
   * The text's language and direction (an Arabic translation: 'ar', 'rtl'). TipTap's
   * `textDirection` sets the direction of the editable area and of every paragraph in it;
   * the toolbar keeps the admin's.
   */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

const extensions = [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto', 'tel'],
    },
  }),
];

interface ToolbarAction {
  key: string;
  label: string;
  icon: string;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const ACTIONS: ToolbarAction[] = [
  {
    key: 'bold',
    label: 'Bold',
    icon: 'B',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    label: 'Italic',
    icon: 'I',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'bullets',
    label: 'Bulleted list',
    icon: '•',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'numbers',
    label: 'Numbered list',
    icon: '1.',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  hint,
  lang,
  dir,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const language: Record<string, string> = {
    ...(lang ? { lang } : {}),
    ...(dir ? { dir } : {}),
  };
  const attributes = (): Record<string, string> => ({
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
    ...language,
    class: styles.editorContent ?? '',
  });

  const editor = useEditor({
    extensions,
    content: value,
    textDirection: dir,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: attributes() },
    // Only people's edits report a change; loading the stored HTML does not.
    onUpdate: ({ editor: current }) =>
      onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
  });

  const invalid = Boolean(error);
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          ...(lang ? { lang } : {}),
          ...(dir ? { dir } : {}),
          class: styles.editorContent ?? '',
        },
      },
    });
  }, [editor, describedBy, invalid, labelId, lang, dir]);

  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label} onClick={() => editor?.commands.focus()}>
        {label}
      </span>
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={`${styles.editor} ${error ? styles.editorInvalid : ''}`}>
        {editor ? <Toolbar editor={editor} label={label} /> : null}
        <EditorContent editor={editor} />
        {!editor ? <div className={styles.editorPlaceholder} aria-hidden="true" /> : null}
      </div>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkValue, setLinkValue] = useState('');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const linkInputId = useId();

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: ACTIONS.map((action) => action.active(current)),
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
    }),
  });

  const count = ACTIONS.length + 1;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next: number | null = null;
    if (event.key in moves) next = (focusIndex + (moves[event.key] ?? 0) + count) % count;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = count - 1;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  function openLink() {
    setLinkValue(state.href);
    setLinkOpen((open) => !open);
  }

  function applyLink() {
    const href = linkValue.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href === '') chain.unsetLink().run();
    else
      chain
        .setLink({ href: /^(https?:|mailto:|tel:|\/)/i.test(href) ? href : `https://${href}` })
        .run();
    setLinkOpen(false);
  }

  return (
    <>
      <div
        role="toolbar"
        aria-label={`Formatting for ${label}`}
        className={styles.toolbar}
        onKeyDown={onKeyDown}
      >
        {ACTIONS.map((action, index) => (
          <button
            key={action.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={`${styles.toolbarButton} ${styles[`tool-${action.key}`] ?? ''}`}
            aria-pressed={state.active[index] ?? false}
            tabIndex={focusIndex === index ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => action.run(editor)}
            title={action.label}
          >
            <span aria-hidden="true">{action.icon}</span>
            <span className="visually-hidden">{action.label}</span>
          </button>
        ))}
        <button
          ref={(element) => {
            buttons.current[ACTIONS.length] = element;
          }}
          type="button"
          className={styles.toolbarButton}
          aria-pressed={state.link}
          aria-expanded={linkOpen}
          aria-controls={linkOpen ? linkInputId : undefined}
          tabIndex={focusIndex === ACTIONS.length ? 0 : -1}
          onFocus={() => setFocusIndex(ACTIONS.length)}
          onClick={openLink}
          title="Link"
        >
          <span aria-hidden="true">🔗</span>
          <span className="visually-hidden">Link</span>
        </button>
      </div>
      {linkOpen ? (
        <div className={styles.linkForm}>
          <label htmlFor={linkInputId} className={fieldStyles.label}>
            Link address
          </label>
          <input
            id={linkInputId}
            type="url"
            className={`${fieldStyles.input} ${styles.linkInput}`}
            value={linkValue}
            placeholder="https://example.com"
            autoFocus
            onChange={(event) => setLinkValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                event.stopPropagation();
                event.nativeEvent.stopImmediatePropagation();
                setLinkOpen(false);
                editor.commands.focus();
              }
            }}
          />
          <Button variant="secondary" onClick={applyLink}>
            Apply link
          </Button>
          {state.link ? (
            <Button
              variant="link"
              onClick={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                setLinkOpen(false);
              }}
            >
              Remove link
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
