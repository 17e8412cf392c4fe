import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/** The dispatch features use to run API calls outside components (session start, logout). */
export type AppDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
