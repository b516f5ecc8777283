import{w as t,O as o}from"./chunk-OB3PAWPO-fQOnZNfy.js";import{j as n}from"./jsx-runtime-u17CrQMm.js";const m=t(function(){return n.jsx(o,{})});export{m as default};
