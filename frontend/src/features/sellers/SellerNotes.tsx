import { MESSAGES } from '@consign/contracts';
import { Input, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useGetSellerNoteQuery, useSaveSellerNoteMutation } from '../../api/sellers.api';
import { useNotify } from '../../components/notify';

/** SPEC §9: the note is saved 800 ms after the last keystroke. */
export const NOTE_AUTOSAVE_MS = 800;

type SaveState = 'idle' | 'pending' | 'saving' | 'saved';

/** The seller's Notes tab: one free-text note, autosaved, with a saved indicator. */
export function SellerNotes({ sellerId }: { sellerId: string }) {
  const { data, isLoading } = useGetSellerNoteQuery(sellerId);
  const [save] = useSaveSellerNoteMutation();
  const notify = useNotify();
  const [text, setText] = useState<string | undefined>(undefined);
  const [state, setState] = useState<SaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (next: string) => {
    setText(next);
    setState('pending');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setState('saving');
      void save({ sellerId, note: next }).then((result) => {
        if ('error' in result) {
          setState('idle');
          notify.error(result.error, MESSAGES.common.unexpected);
        } else setState('saved');
      });
    }, NOTE_AUTOSAVE_MS);
  };

  if (isLoading) return <Skeleton active />;
  return (
    <>
      <Input.TextArea
        aria-label="Note"
        placeholder="Notes about this seller, only visible to staff"
        autoSize={{ minRows: 6 }}
        value={text ?? data?.note ?? ''}
        onChange={(e) => onChange(e.target.value)}
      />
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, minHeight: 22 }} aria-live="polite">
        {state === 'saving' || state === 'pending' ? 'Saving...' : state === 'saved' ? 'Saved' : ''}
      </Typography.Text>
    </>
  );
}
