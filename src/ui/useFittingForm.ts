import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The first of a row's forms, widest first, that fits its width (else the last): each is tried as
 * `data-form` before paint, again when the container resizes or the fonts arrive, and whenever
 * `content` changes.
 */
export function useFittingForm<Form extends string>(
  row: RefObject<HTMLElement | null>,
  forms: readonly [Form, ...Form[]],
  content: string,
): Form {
  const [form, setForm] = useState<Form>(forms[0]);
  const formList = forms.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: what the row holds changes its widths
  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return;
    let live = true;
    const measure = () => {
      if (!live) return;
      const shown = element.dataset.form;
      const candidates = formList.split(' ') as Form[];
      const fits = candidates.find((candidate) => {
        element.dataset.form = candidate;
        return element.scrollWidth <= element.clientWidth + 1;
      });
      if (shown !== undefined) element.dataset.form = shown;
      setForm(fits ?? (candidates.at(-1) as Form));
    };
    measure();
    const observer = new ResizeObserver(measure);
    // the row's own box too: a sibling that appears later (the sheet's tabs) squeezes it without
    // resizing the parent
    observer.observe(element);
    if (element.parentElement) observer.observe(element.parentElement);
    void document.fonts?.ready.then(measure);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [row, content, formList]);
  return form;
}
