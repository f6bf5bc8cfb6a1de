interface ConnectionInfo {
  saveData?: boolean;
}

/** Whether the viewer asked the browser to save data (Save-Data, `navigator.connection.saveData`). */
export function savesData(): boolean {
  const { connection } = navigator as Navigator & { connection?: ConnectionInfo };
  return connection?.saveData === true;
}
