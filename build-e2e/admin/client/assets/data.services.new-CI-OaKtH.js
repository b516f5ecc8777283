import{w as o}from"./chunk-OB3PAWPO-fQOnZNfy.js";const e=o(function(){return null});export{e as default};
