// The Base mark, an inline SVG image: drawn for Portico (our own work). See SOURCES.md.
export const baseMark = "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0,0,24,24'%3E%3Cpath%20fill='%230052FF'%20d='M.042,11A12,12,0,1,1,.042,13H15.9V11z'/%3E%3C/svg%3E"
