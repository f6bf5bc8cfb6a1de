/** A real iframe's window, whose parent is another window, as on a host page. */
export function framedWindow(): Window {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const win = iframe.contentWindow;
  if (!win) throw new Error('jsdom gave the iframe no window');
  return win;
}
