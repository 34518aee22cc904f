/**
 * The part of React's API react-hook-form and wouter use. Both import React whole (a default
 * import; a namespace read by a computed name), which would keep all of preact/compat in the
 * bundle (Suspense, lazy, portals, Children…) though the widget uses none of it; the build points
 * their `react` here (vite.config.ts). Everything else still goes through preact/compat.
 */
import { createContext, createElement, Fragment } from 'preact';
import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';

export { cloneElement, forwardRef, isValidElement } from 'preact/compat';
export { createContext, createElement, Fragment, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState };
export { useLayoutEffect as useInsertionEffect };

export default { createContext, createElement, Fragment, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState };
