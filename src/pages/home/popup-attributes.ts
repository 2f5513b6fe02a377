/** The markup contract between the server-rendered popup and its script (client/enhance/index-popup.ts). */
export const POPUP_SLOT_CLASS = "popup-slot";
/** On each `<template>`: the popup type it holds. */
export const POPUP_TYPE_ATTRIBUTE = "data-popup";
/** On the slot: the festival window as JSON, absent when no festival is configured. */
export const POPUP_FESTIVAL_ATTRIBUTE = "data-festival";
/** On a festival text segment: its colour from the promotion config. */
export const SEGMENT_COLOR_ATTRIBUTE = "data-color";
