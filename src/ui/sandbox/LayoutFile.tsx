import { type ChangeEvent, useRef } from 'react';
import { useSandboxStore } from '../../store/sandbox/sandboxStore';
import { emptySeaLayout, standardLayout } from '../../table/sandboxLayout';

/** Offers text as a file download. */
export function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** New table (standard board or empty sea), and the layout saved or loaded as a small JSON file. */
export function LayoutFile() {
  const setLayout = useSandboxStore((store) => store.setLayout);
  const board = useSandboxStore((store) => store.layout.board);
  const file = useRef<HTMLInputElement>(null);
  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) useSandboxStore.getState().importLayout(await chosen.text());
  };
  return (
    <fieldset className="group layout-file">
      <legend>Table</legend>
      <button type="button" aria-pressed={board === 'standard'} onClick={() => setLayout(standardLayout())}>
        Standard board
      </button>
      <button type="button" aria-pressed={board === 'emptySea'} onClick={() => setLayout(emptySeaLayout())}>
        Empty sea
      </button>
      <button
        type="button"
        onClick={() => download('to-glory-layout.json', useSandboxStore.getState().exportLayout())}
      >
        Save layout
      </button>
      <button type="button" onClick={() => file.current?.click()}>
        Load layout…
      </button>
      <input
        ref={file}
        type="file"
        accept="application/json,.json"
        hidden
        onChange={load}
        data-testid="layout-file"
        aria-label="Layout file to load"
      />
    </fieldset>
  );
}
