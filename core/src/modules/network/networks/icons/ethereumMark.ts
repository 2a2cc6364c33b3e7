// The Ethereum mark, an inline SVG image: the path of Simple Icons 16.37.0 `icons/ethereum.svg` (CC0-1.0), in its colour. See SOURCES.md.
export const ethereumMark =
  "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='-7,-7,38,38'%3E%3Ccircle%20cx='12'%20cy='12'%20r='19'%20fill='%233C3C3D'/%3E%3Cpath%20fill='%23fff'%20d='M11.944,17.97L4.58,13.62,11.943,24l7.37-10.38-7.372,4.35h.003zM12.056,0L4.69,12.223l7.365,4.354,7.365-4.35L12.056,0z'/%3E%3C/svg%3E";
