import{r}from"./chunk-OB3PAWPO-fQOnZNfy.js";const e=()=>()=>{};function s(){return r.useSyncExternalStore(e,()=>!0,()=>!1)}export{s as u};
