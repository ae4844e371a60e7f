import { Input, Skeleton, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSellerNoteQuery, useSaveSellerNoteMutation } from '../../api/sellers.api';
import { useNotify } from '../../components/notify';

/** SPEC §9: the note is saved 800 ms after the last keystroke. */
export const NOTE_AUTOSAVE_MS = 800;

type SaveState = 'idle' | 'pending' | 'saving' | 'saved';

/** The seller's Notes tab: one free-text note, autosaved, with a saved indicator. */
export function SellerNotes({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation(['sellers', 'messages']);
  const { data, isLoading } = useGetSellerNoteQuery(sellerId);
  const [save] = useSaveSellerNoteMutation();
  const notify = useNotify();
  const [text, setText] = useState<string | undefined>(undefined);
  const [state, setState] = useState<SaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The text typed but not yet sent: every way out (unmount, closing the tab) sends it at once.
  const unsaved = useRef<{ sellerId: string; note: string } | undefined>(undefined);

  const send = useCallback(
    (body: { sellerId: string; note: string }) => {
      clearTimeout(timer.current);
      unsaved.current = undefined;
      setState('saving');
      void save(body).then((result) => {
        if ('error' in result) {
          setState('idle');
          notify.error(result.error, t('messages:common.unexpected'));
        } else setState('saved');
      });
    },
    [save, notify, t],
  );
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    const flush = () => {
      if (unsaved.current !== undefined) sendRef.current(unsaved.current);
    };
    // The browser asks before leaving while a save is on its way; the flushed request usually lands first.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unsaved.current === undefined) return;
      flush();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      flush();
    };
  }, []);

  const onChange = (next: string) => {
    setText(next);
    setState('pending');
    const body = { sellerId, note: next };
    unsaved.current = body;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(body), NOTE_AUTOSAVE_MS);
  };

  if (isLoading) return <Skeleton active />;
  return (
    <>
      <Input.TextArea
        aria-label={t('notes.label')}
        placeholder={t('notes.placeholder')}
        autoSize={{ minRows: 6 }}
        value={text ?? data?.note ?? ''}
        onChange={(e) => onChange(e.target.value)}
      />
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, minHeight: 22 }} aria-live="polite">
        {state === 'saving' || state === 'pending' ? t('notes.saving') : state === 'saved' ? t('notes.saved') : ''}
      </Typography.Text>
    </>
  );
}
