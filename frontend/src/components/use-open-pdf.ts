import { useOpenFileMutation } from '../api/settings.api';
import { useNotify } from './notify';

/** Opens a PDF the API renders (fetched with the bearer token) in a new tab. */
export function useOpenPdf(fallback: string) {
  const [openFile, { isLoading }] = useOpenFileMutation();
  const notify = useNotify();
  const open = async (url: string) => {
    // The tab opens on the click (pop-up blockers allow that) and gets the PDF when it has arrived.
    const tab = window.open('', '_blank');
    try {
      const objectUrl = await openFile(url).unwrap();
      if (tab) tab.location.href = objectUrl;
      else window.location.assign(objectUrl);
    } catch (error) {
      tab?.close();
      notify.error(error, fallback);
    }
  };
  return { open, isLoading };
}
