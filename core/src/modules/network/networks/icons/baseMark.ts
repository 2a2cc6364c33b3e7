// The Base mark, an inline SVG image: drawn for Portico (our own work). See SOURCES.md.
export const baseMark =
  "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0,0,24,24'%3E%3Ccircle%20cx='12'%20cy='12'%20r='12'%20fill='%230052FF'/%3E%3Cpath%20fill='%23fff'%20d='M12,19a7,7,0,1,0-6.97-7.65h9.22v1.3H5.03A7,7,0,0,0,12,19z'/%3E%3C/svg%3E";
