// What the header search box (header-search.tsx) and its lazily loaded dropdown (header-search-panel.tsx) share.

/** A row of the dropdown the keyboard can reach: its element id and where it leads. */
export type THeaderSearchOption = { id: string; href: string };

/** What the dropdown (loaded on first focus or typing) receives from the header's input. */
export type THeaderSearchPanelProps = {
  text: string;
  listboxId: string;
  activeId: string | undefined;
  onOptions: (options: THeaderSearchOption[]) => void;
  onNavigate: (href: string) => void;
};
