// The Arbitrum mark, an inline SVG image: drawn for Portico (our own work). See SOURCES.md.
export const arbitrumMark =
  "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0,0,24,24'%3E%3Ccircle%20cx='12'%20cy='12'%20r='12'%20fill='%23213147'/%3E%3Cpath%20fill='none'%20stroke='%23fff'%20stroke-width='2.2'%20stroke-linecap='round'%20d='M7.5,17.5,12,6.5'/%3E%3Cpath%20fill='none'%20stroke='%2312AAFF'%20stroke-width='2.2'%20stroke-linecap='round'%20d='M12,6.5l4.5,11'/%3E%3C/svg%3E";
