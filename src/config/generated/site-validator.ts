// @ts-nocheck
// Generated from src/config/schema by scripts/generate-validators.js (npm run gen:validators); do not edit.
import type { ValidateFunction } from 'ajv';
import { createRequire } from 'node:module';
import { siteSchema } from '../schema/index.js';

const require = createRequire(import.meta.url);

const schema0 = siteSchema;
const func0 = Object.prototype.hasOwnProperty;
const func1 = require("ajv/dist/runtime/ucs2length").default;
const schema1 = siteSchema.definitions.navigation;
const schema2 = siteSchema.definitions.navigationGroup;
const schema3 = siteSchema.definitions.navigationEntry;
const wrapper0 = {validate: validate3};
const schema4 = siteSchema.definitions.iconType;

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema4.type,parentSchema:schema4,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs0 = errors;
const vSchema0 = schema4.enum;
if(!(((((((((((data === "brands") || (data === "duotone")) || (data === "light")) || (data === "sharp-solid")) || (data === "solid")) || (data === "thin")) || (data === "regular")) || (data === "sharp-regular")) || (data === "sharp-light")) || (data === "sharp-thin")) || (data === "sharp-duotone-solid"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema4.enum},message:"must be equal to one of the allowed values",schema:schema4.enum,parentSchema:schema4,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate4.errors = vErrors;
return errors === 0;
}


function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((typeof data !== "string") && (!(data && typeof data == "object" && !Array.isArray(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema3.type},message:"must be string,object",schema:schema3.type,parentSchema:schema3,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs0 = errors;
if(typeof data === "string"){
if(func1(data) < 1){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema3,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.group === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "group"},message:"must have required property '"+"group"+"'",schema:schema3.required,parentSchema:schema3,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.pages === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pages"},message:"must have required property '"+"pages"+"'",schema:schema3.required,parentSchema:schema3,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "group") || (key0 === "pages")) || (key0 === "version")) || (key0 === "icon")) || (key0 === "iconType"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema3,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.group !== undefined){
let data0 = data.group;
const _errs2 = errors;
if(typeof data0 !== "string"){
const err5 = {instancePath:instancePath+"/group",schemaPath:"#/properties/group/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema3.properties.group.type,parentSchema:schema3.properties.group,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs3 = errors;
var valid0 = _errs2 === errors;
}
if(data.pages !== undefined){
let data1 = data.pages;
const _errs4 = errors;
const _errs5 = errors;
if(Array.isArray(data1)){
let valid2 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs6 = errors;
if(!(wrapper0.validate(data2, {instancePath:instancePath+"/pages/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
else {
}
var valid1 = _errs6 === errors;
if(!valid1){
valid2 = false;
}
}
}
else {
const err6 = {instancePath:instancePath+"/pages",schemaPath:"#/properties/pages/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema3.properties.pages.type,parentSchema:schema3.properties.pages,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid0 = _errs4 === errors;
}
if(data.version !== undefined){
let data3 = data.version;
const _errs7 = errors;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema3.properties.version.type,parentSchema:schema3.properties.version,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs8 = errors;
var valid0 = _errs7 === errors;
}
if(data.icon !== undefined){
let data4 = data.icon;
const _errs9 = errors;
if(typeof data4 !== "string"){
const err8 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema3.properties.icon.type,parentSchema:schema3.properties.icon,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const _errs10 = errors;
var valid0 = _errs9 === errors;
}
if(data.iconType !== undefined){
let data5 = data.iconType;
const _errs11 = errors;
const _errs12 = errors;
if(!(validate4(data5, {instancePath:instancePath+"/iconType",parentData:data,parentDataProperty:"iconType",rootData}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
else {
}
var valid3 = _errs12 === errors;
var valid0 = _errs11 === errors;
}
}
validate3.errors = vErrors;
return errors === 0;
}


function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema2.type,parentSchema:schema2,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs0 = errors;
const _errs1 = errors;
if(!(validate3(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs1 === errors;
validate2.errors = vErrors;
return errors === 0;
}


function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(!(validate2(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs1 === errors;
if(!valid0){
valid1 = false;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema1.type,parentSchema:schema1,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}

const schema5 = siteSchema.definitions.logo;

function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((typeof data !== "string") && (!(data && typeof data == "object" && !Array.isArray(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema5.type},message:"must be string,object",schema:schema5.type,parentSchema:schema5,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.light === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "light"},message:"must have required property '"+"light"+"'",schema:schema5.required,parentSchema:schema5,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.dark === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dark"},message:"must have required property '"+"dark"+"'",schema:schema5.required,parentSchema:schema5,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "light") || (key0 === "dark")) || (key0 === "href"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema5,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.light !== undefined){
let data0 = data.light;
const _errs2 = errors;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/light",schemaPath:"#/properties/light/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema5.properties.light.type,parentSchema:schema5.properties.light,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs3 = errors;
var valid0 = _errs2 === errors;
}
if(data.dark !== undefined){
let data1 = data.dark;
const _errs4 = errors;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/dark",schemaPath:"#/properties/dark/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema5.properties.dark.type,parentSchema:schema5.properties.dark,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs5 = errors;
var valid0 = _errs4 === errors;
}
if(data.href !== undefined){
let data2 = data.href;
const _errs6 = errors;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema5.properties.href.type,parentSchema:schema5.properties.href,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs7 = errors;
var valid0 = _errs6 === errors;
}
}
validate9.errors = vErrors;
return errors === 0;
}

const schema6 = siteSchema.definitions.colors;
const schema7 = siteSchema.definitions.hexColor;
const pattern0 = new RegExp("^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", "u");

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(typeof data === "string"){
if(!pattern0.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"},message:"must match pattern \""+"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"+"\"",schema:"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",parentSchema:schema7,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema7.type,parentSchema:schema7,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

const schema8 = siteSchema.definitions.anchorColor;

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((typeof data !== "string") && (!(data && typeof data == "object" && !Array.isArray(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema8.type},message:"must be string,object",schema:schema8.type,parentSchema:schema8,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs0 = errors;
if(typeof data === "string"){
if(!pattern0.test(data)){
const err1 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"},message:"must match pattern \""+"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"+"\"",schema:"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",parentSchema:schema8,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.from === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'",schema:schema8.required,parentSchema:schema8,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.to === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'",schema:schema8.required,parentSchema:schema8,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "from") || (key0 === "via")) || (key0 === "to"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema8,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.from !== undefined){
let data0 = data.from;
const _errs2 = errors;
const _errs3 = errors;
if(!(validate12(data0, {instancePath:instancePath+"/from",parentData:data,parentDataProperty:"from",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
else {
}
var valid1 = _errs3 === errors;
var valid0 = _errs2 === errors;
}
if(data.via !== undefined){
let data1 = data.via;
const _errs4 = errors;
const _errs5 = errors;
if(!(validate12(data1, {instancePath:instancePath+"/via",parentData:data,parentDataProperty:"via",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
else {
}
var valid2 = _errs5 === errors;
var valid0 = _errs4 === errors;
}
if(data.to !== undefined){
let data2 = data.to;
const _errs6 = errors;
const _errs7 = errors;
if(!(validate12(data2, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
else {
}
var valid3 = _errs7 === errors;
var valid0 = _errs6 === errors;
}
}
validate18.errors = vErrors;
return errors === 0;
}


function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.primary === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "primary"},message:"must have required property '"+"primary"+"'",schema:schema6.required,parentSchema:schema6,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "primary") || (key0 === "light")) || (key0 === "dark")) || (key0 === "background")) || (key0 === "anchors")) || (key0 === "ultraLight")) || (key0 === "ultraDark"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema6,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.primary !== undefined){
let data0 = data.primary;
const _errs2 = errors;
const _errs3 = errors;
if(!(validate12(data0, {instancePath:instancePath+"/primary",parentData:data,parentDataProperty:"primary",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
else {
}
var valid1 = _errs3 === errors;
var valid0 = _errs2 === errors;
}
if(data.light !== undefined){
let data1 = data.light;
const _errs4 = errors;
const _errs5 = errors;
if(!(validate12(data1, {instancePath:instancePath+"/light",parentData:data,parentDataProperty:"light",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
else {
}
var valid2 = _errs5 === errors;
var valid0 = _errs4 === errors;
}
if(data.dark !== undefined){
let data2 = data.dark;
const _errs6 = errors;
const _errs7 = errors;
if(!(validate12(data2, {instancePath:instancePath+"/dark",parentData:data,parentDataProperty:"dark",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
else {
}
var valid3 = _errs7 === errors;
var valid0 = _errs6 === errors;
}
if(data.background !== undefined){
let data3 = data.background;
const _errs8 = errors;
const _errs9 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.light === undefined){
const err2 = {instancePath:instancePath+"/background",schemaPath:"#/properties/background/required",keyword:"required",params:{missingProperty: "light"},message:"must have required property '"+"light"+"'",schema:schema6.properties.background.required,parentSchema:schema6.properties.background,data:data3};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data3.dark === undefined){
const err3 = {instancePath:instancePath+"/background",schemaPath:"#/properties/background/required",keyword:"required",params:{missingProperty: "dark"},message:"must have required property '"+"dark"+"'",schema:schema6.properties.background.required,parentSchema:schema6.properties.background,data:data3};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs10 = errors;
for(const key1 in data3){
if(!((key1 === "light") || (key1 === "dark"))){
const err4 = {instancePath:instancePath+"/background",schemaPath:"#/properties/background/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema6.properties.background,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data3.light !== undefined){
let data4 = data3.light;
const _errs11 = errors;
const _errs12 = errors;
if(!(validate12(data4, {instancePath:instancePath+"/background/light",parentData:data3,parentDataProperty:"light",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
else {
}
var valid5 = _errs12 === errors;
var valid4 = _errs11 === errors;
}
if(data3.dark !== undefined){
let data5 = data3.dark;
const _errs13 = errors;
const _errs14 = errors;
if(!(validate12(data5, {instancePath:instancePath+"/background/dark",parentData:data3,parentDataProperty:"dark",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
else {
}
var valid6 = _errs14 === errors;
var valid4 = _errs13 === errors;
}
}
else {
const err5 = {instancePath:instancePath+"/background",schemaPath:"#/properties/background/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema6.properties.background.type,parentSchema:schema6.properties.background,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid0 = _errs8 === errors;
}
if(data.anchors !== undefined){
let data6 = data.anchors;
const _errs15 = errors;
const _errs16 = errors;
if(!(validate18(data6, {instancePath:instancePath+"/anchors",parentData:data,parentDataProperty:"anchors",rootData}))){
vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
errors = vErrors.length;
}
else {
}
var valid7 = _errs16 === errors;
var valid0 = _errs15 === errors;
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema6.type,parentSchema:schema6,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

const schema9 = siteSchema.definitions.topbarLinks;
const schema10 = siteSchema.definitions.topbarLink;

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema10.required,parentSchema:schema10,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema10.required,parentSchema:schema10,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "name") || (key0 === "url")) || (key0 === "icon")) || (key0 === "style")) || (key0 === "arrow"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema10,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema10.properties.name.type,parentSchema:schema10.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs3 = errors;
var valid0 = _errs2 === errors;
}
if(data.url !== undefined){
let data1 = data.url;
const _errs4 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema10.properties.url.type,parentSchema:schema10.properties.url,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs5 = errors;
var valid0 = _errs4 === errors;
}
if(data.icon !== undefined){
let data2 = data.icon;
const _errs6 = errors;
const _errs7 = errors;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err5 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema10.properties.icon,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema10.properties.icon.type,parentSchema:schema10.properties.icon,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid0 = _errs6 === errors;
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema10.type,parentSchema:schema10,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}


function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(!(validate25(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs1 === errors;
if(!valid0){
valid1 = false;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema9.type,parentSchema:schema9,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}

const schema11 = siteSchema.definitions.topbarCtaButton;

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs3 = errors;
if("link" !== data0){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
}
if(errors === _errs3){
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
}
}
if(errors === _errs2){
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.then.required,parentSchema:schema11.then,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema11.if,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs5 = errors;
for(const key0 in data){
if(!(((((key0 === "type") || (key0 === "url")) || (key0 === "name")) || (key0 === "style")) || (key0 === "arrow"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.type !== undefined){
let data1 = data.type;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.type.type,parentSchema:schema11.properties.type,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs7 = errors;
const vSchema0 = schema11.properties.type.enum;
if(!((data1 === "link") || (data1 === "github"))){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema11.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.type.enum,parentSchema:schema11.properties.type,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid2 = _errs6 === errors;
}
if(data.url !== undefined){
let data2 = data.url;
const _errs8 = errors;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.url.type,parentSchema:schema11.properties.url,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs9 = errors;
var valid2 = _errs8 === errors;
}
if(data.name !== undefined){
let data3 = data.name;
const _errs10 = errors;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name.type,parentSchema:schema11.properties.name,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const _errs11 = errors;
var valid2 = _errs10 === errors;
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}

const schema12 = siteSchema.definitions.anchors;
const schema13 = siteSchema.definitions.anchor;

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "name") || (key0 === "url")) || (key0 === "icon")) || (key0 === "iconType")) || (key0 === "color")) || (key0 === "version")) || (key0 === "isDefaultHidden")) || (key0 === "openapi"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.name.type,parentSchema:schema13.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs3 = errors;
var valid0 = _errs2 === errors;
}
if(data.url !== undefined){
let data1 = data.url;
const _errs4 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.url.type,parentSchema:schema13.properties.url,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs5 = errors;
var valid0 = _errs4 === errors;
}
if(data.icon !== undefined){
let data2 = data.icon;
const _errs6 = errors;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.icon.type,parentSchema:schema13.properties.icon,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs7 = errors;
var valid0 = _errs6 === errors;
}
if(data.iconType !== undefined){
let data3 = data.iconType;
const _errs8 = errors;
const _errs9 = errors;
if(!(validate4(data3, {instancePath:instancePath+"/iconType",parentData:data,parentDataProperty:"iconType",rootData}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
else {
}
var valid1 = _errs9 === errors;
var valid0 = _errs8 === errors;
}
if(data.color !== undefined){
let data4 = data.color;
const _errs10 = errors;
if(!(validate18(data4, {instancePath:instancePath+"/color",parentData:data,parentDataProperty:"color",rootData}))){
vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs10 === errors;
}
if(data.version !== undefined){
let data5 = data.version;
const _errs11 = errors;
if(typeof data5 !== "string"){
const err6 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.version.type,parentSchema:schema13.properties.version,data:data5};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs12 = errors;
var valid0 = _errs11 === errors;
}
if(data.isDefaultHidden !== undefined){
let data6 = data.isDefaultHidden;
const _errs13 = errors;
if(typeof data6 !== "boolean"){
const err7 = {instancePath:instancePath+"/isDefaultHidden",schemaPath:"#/properties/isDefaultHidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema13.properties.isDefaultHidden.type,parentSchema:schema13.properties.isDefaultHidden,data:data6};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs14 = errors;
var valid0 = _errs13 === errors;
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.type,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}


function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(!(validate31(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs1 === errors;
if(!valid0){
valid1 = false;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.type,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}

const schema14 = siteSchema.definitions.topAnchor;

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "icon")) || (key0 === "iconType"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.name.type,parentSchema:schema14.properties.name,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs3 = errors;
var valid0 = _errs2 === errors;
}
if(data.icon !== undefined){
let data1 = data.icon;
const _errs4 = errors;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.icon.type,parentSchema:schema14.properties.icon,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs5 = errors;
var valid0 = _errs4 === errors;
}
if(data.iconType !== undefined){
let data2 = data.iconType;
const _errs6 = errors;
const _errs7 = errors;
if(!(validate4(data2, {instancePath:instancePath+"/iconType",parentData:data,parentDataProperty:"iconType",rootData}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
else {
}
var valid1 = _errs7 === errors;
var valid0 = _errs6 === errors;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}

const schema15 = siteSchema.definitions.tabs;
const schema16 = siteSchema.definitions.tab;

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "name") || (key0 === "url")) || (key0 === "version")) || (key0 === "isDefaultHidden")) || (key0 === "openapi"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.name.type,parentSchema:schema16.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs3 = errors;
var valid0 = _errs2 === errors;
}
if(data.url !== undefined){
let data1 = data.url;
const _errs4 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.url.type,parentSchema:schema16.properties.url,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs5 = errors;
var valid0 = _errs4 === errors;
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}


function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(!(validate40(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs1 === errors;
if(!valid0){
valid1 = false;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema15.type,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}

const schema17 = siteSchema.definitions.api;

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "baseUrl") || (key0 === "auth")) || (key0 === "playground")) || (key0 === "examples")) || (key0 === "maintainOrder")) || (key0 === "request")) || (key0 === "paramFields"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.baseUrl !== undefined){
let data0 = data.baseUrl;
const _errs2 = errors;
if((typeof data0 !== "string") && (!(Array.isArray(data0)))){
const err1 = {instancePath:instancePath+"/baseUrl",schemaPath:"#/properties/baseUrl/type",keyword:"type",params:{type: schema17.properties.baseUrl.type},message:"must be string,array",schema:schema17.properties.baseUrl.type,parentSchema:schema17.properties.baseUrl,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs3 = errors;
if(Array.isArray(data0)){
let valid2 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs4 = errors;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/baseUrl/" + i0,schemaPath:"#/properties/baseUrl/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.baseUrl.items.type,parentSchema:schema17.properties.baseUrl.items,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs5 = errors;
var valid1 = _errs4 === errors;
if(!valid1){
valid2 = false;
}
}
}
var valid0 = _errs2 === errors;
}
if(data.auth !== undefined){
let data2 = data.auth;
const _errs6 = errors;
const _errs7 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
const _errs8 = errors;
for(const key1 in data2){
if(!(((key1 === "method") || (key1 === "name")) || (key1 === "inputPrefix"))){
const err3 = {instancePath:instancePath+"/auth",schemaPath:"#/properties/auth/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema17.properties.auth,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data2.method !== undefined){
let data3 = data2.method;
const _errs9 = errors;
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/auth/method",schemaPath:"#/properties/auth/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.auth.properties.method.type,parentSchema:schema17.properties.auth.properties.method,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs10 = errors;
const vSchema0 = schema17.properties.auth.properties.method.enum;
if(!(((data3 === "bearer") || (data3 === "basic")) || (data3 === "key"))){
const err5 = {instancePath:instancePath+"/auth/method",schemaPath:"#/properties/auth/properties/method/enum",keyword:"enum",params:{allowedValues: schema17.properties.auth.properties.method.enum},message:"must be equal to one of the allowed values",schema:schema17.properties.auth.properties.method.enum,parentSchema:schema17.properties.auth.properties.method,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid3 = _errs9 === errors;
}
if(data2.name !== undefined){
let data4 = data2.name;
const _errs11 = errors;
if(typeof data4 !== "string"){
const err6 = {instancePath:instancePath+"/auth/name",schemaPath:"#/properties/auth/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.auth.properties.name.type,parentSchema:schema17.properties.auth.properties.name,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs12 = errors;
var valid3 = _errs11 === errors;
}
if(data2.inputPrefix !== undefined){
let data5 = data2.inputPrefix;
const _errs13 = errors;
if(typeof data5 !== "string"){
const err7 = {instancePath:instancePath+"/auth/inputPrefix",schemaPath:"#/properties/auth/properties/inputPrefix/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.auth.properties.inputPrefix.type,parentSchema:schema17.properties.auth.properties.inputPrefix,data:data5};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs14 = errors;
var valid3 = _errs13 === errors;
}
}
else {
const err8 = {instancePath:instancePath+"/auth",schemaPath:"#/properties/auth/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.properties.auth.type,parentSchema:schema17.properties.auth,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid0 = _errs6 === errors;
}
if(data.playground !== undefined){
let data6 = data.playground;
const _errs15 = errors;
const _errs16 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
const _errs17 = errors;
for(const key2 in data6){
if(!((key2 === "mode") || (key2 === "disableProxy"))){
const err9 = {instancePath:instancePath+"/playground",schemaPath:"#/properties/playground/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema17.properties.playground,data:data6};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data6.mode !== undefined){
let data7 = data6.mode;
const _errs18 = errors;
if(typeof data7 !== "string"){
const err10 = {instancePath:instancePath+"/playground/mode",schemaPath:"#/properties/playground/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.playground.properties.mode.type,parentSchema:schema17.properties.playground.properties.mode,data:data7};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs19 = errors;
const vSchema1 = schema17.properties.playground.properties.mode.enum;
if(!(((data7 === "show") || (data7 === "simple")) || (data7 === "hide"))){
const err11 = {instancePath:instancePath+"/playground/mode",schemaPath:"#/properties/playground/properties/mode/enum",keyword:"enum",params:{allowedValues: schema17.properties.playground.properties.mode.enum},message:"must be equal to one of the allowed values",schema:schema17.properties.playground.properties.mode.enum,parentSchema:schema17.properties.playground.properties.mode,data:data7};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var valid4 = _errs18 === errors;
}
}
else {
const err12 = {instancePath:instancePath+"/playground",schemaPath:"#/properties/playground/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.properties.playground.type,parentSchema:schema17.properties.playground,data:data6};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var valid0 = _errs15 === errors;
}
if(data.examples !== undefined){
let data8 = data.examples;
const _errs20 = errors;
const _errs21 = errors;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
const _errs22 = errors;
for(const key3 in data8){
if(!((((key3 === "languages") || (key3 === "defaults")) || (key3 === "prefill")) || (key3 === "autogenerate"))){
const err13 = {instancePath:instancePath+"/examples",schemaPath:"#/properties/examples/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema17.properties.examples,data:data8};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data8.languages !== undefined){
let data9 = data8.languages;
const _errs23 = errors;
const _errs24 = errors;
if(Array.isArray(data9)){
let valid7 = true;
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
const _errs25 = errors;
if(typeof data10 !== "string"){
const err14 = {instancePath:instancePath+"/examples/languages/" + i1,schemaPath:"#/properties/examples/properties/languages/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.examples.properties.languages.items.type,parentSchema:schema17.properties.examples.properties.languages.items,data:data10};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const _errs26 = errors;
const vSchema2 = schema17.properties.examples.properties.languages.items.enum;
if(!((((((((((((((((((((((((((((((((((((data10 === "bash") || (data10 === "curl")) || (data10 === "sh")) || (data10 === "shell")) || (data10 === "python")) || (data10 === "py")) || (data10 === "javascript")) || (data10 === "js")) || (data10 === "node")) || (data10 === "nodejs")) || (data10 === "node.js")) || (data10 === "php")) || (data10 === "go")) || (data10 === "golang")) || (data10 === "java")) || (data10 === "ruby")) || (data10 === "rb")) || (data10 === "powershell")) || (data10 === "swift")) || (data10 === "csharp")) || (data10 === "c#")) || (data10 === "dotnet")) || (data10 === ".net")) || (data10 === ".NET")) || (data10 === "dot-net")) || (data10 === "typescript")) || (data10 === "ts")) || (data10 === "c")) || (data10 === "c++")) || (data10 === "cpp")) || (data10 === "kotlin")) || (data10 === "kt")) || (data10 === "rust")) || (data10 === "rs")) || (data10 === "dart")) || (data10 === "flutter"))){
const err15 = {instancePath:instancePath+"/examples/languages/" + i1,schemaPath:"#/properties/examples/properties/languages/items/enum",keyword:"enum",params:{allowedValues: schema17.properties.examples.properties.languages.items.enum},message:"must be equal to one of the allowed values",schema:schema17.properties.examples.properties.languages.items.enum,parentSchema:schema17.properties.examples.properties.languages.items,data:data10};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var valid6 = _errs25 === errors;
if(!valid6){
valid7 = false;
}
}
}
else {
const err16 = {instancePath:instancePath+"/examples/languages",schemaPath:"#/properties/examples/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.examples.properties.languages.type,parentSchema:schema17.properties.examples.properties.languages,data:data9};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var valid5 = _errs23 === errors;
}
}
else {
const err17 = {instancePath:instancePath+"/examples",schemaPath:"#/properties/examples/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.properties.examples.type,parentSchema:schema17.properties.examples,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var valid0 = _errs20 === errors;
}
if(data.maintainOrder !== undefined){
let data11 = data.maintainOrder;
const _errs27 = errors;
if(typeof data11 !== "boolean"){
const err18 = {instancePath:instancePath+"/maintainOrder",schemaPath:"#/properties/maintainOrder/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties.maintainOrder.type,parentSchema:schema17.properties.maintainOrder,data:data11};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const _errs28 = errors;
var valid0 = _errs27 === errors;
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.type,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}

const schema18 = siteSchema.definitions.openapi;

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((typeof data !== "string") && (!(Array.isArray(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema18.type},message:"must be string,array",schema:schema18.type,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs0 = errors;
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.items.type,parentSchema:schema18.items,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs2 = errors;
var valid0 = _errs1 === errors;
if(!valid0){
valid1 = false;
}
}
}
validate45.errors = vErrors;
return errors === 0;
}

const schema19 = siteSchema.definitions.footerSocials;

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(func0.call(schema19.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.website !== undefined){
let data0 = data.website;
const _errs2 = errors;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/website",schemaPath:"#/properties/website/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.website.type,parentSchema:schema19.properties.website,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs3 = errors;
var valid0 = _errs2 === errors;
}
if(data.facebook !== undefined){
let data1 = data.facebook;
const _errs4 = errors;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/facebook",schemaPath:"#/properties/facebook/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.facebook.type,parentSchema:schema19.properties.facebook,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs5 = errors;
var valid0 = _errs4 === errors;
}
if(data.twitter !== undefined){
let data2 = data.twitter;
const _errs6 = errors;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/twitter",schemaPath:"#/properties/twitter/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.twitter.type,parentSchema:schema19.properties.twitter,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs7 = errors;
var valid0 = _errs6 === errors;
}
if(data.x !== undefined){
let data3 = data.x;
const _errs8 = errors;
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/x",schemaPath:"#/properties/x/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.x.type,parentSchema:schema19.properties.x,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs9 = errors;
var valid0 = _errs8 === errors;
}
if(data["x-twitter"] !== undefined){
let data4 = data["x-twitter"];
const _errs10 = errors;
if(typeof data4 !== "string"){
const err5 = {instancePath:instancePath+"/x-twitter",schemaPath:"#/properties/x-twitter/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties["x-twitter"].type,parentSchema:schema19.properties["x-twitter"],data:data4};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs11 = errors;
var valid0 = _errs10 === errors;
}
if(data.discord !== undefined){
let data5 = data.discord;
const _errs12 = errors;
if(typeof data5 !== "string"){
const err6 = {instancePath:instancePath+"/discord",schemaPath:"#/properties/discord/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.discord.type,parentSchema:schema19.properties.discord,data:data5};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs13 = errors;
var valid0 = _errs12 === errors;
}
if(data.slack !== undefined){
let data6 = data.slack;
const _errs14 = errors;
if(typeof data6 !== "string"){
const err7 = {instancePath:instancePath+"/slack",schemaPath:"#/properties/slack/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.slack.type,parentSchema:schema19.properties.slack,data:data6};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs15 = errors;
var valid0 = _errs14 === errors;
}
if(data.github !== undefined){
let data7 = data.github;
const _errs16 = errors;
if(typeof data7 !== "string"){
const err8 = {instancePath:instancePath+"/github",schemaPath:"#/properties/github/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.github.type,parentSchema:schema19.properties.github,data:data7};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const _errs17 = errors;
var valid0 = _errs16 === errors;
}
if(data.linkedin !== undefined){
let data8 = data.linkedin;
const _errs18 = errors;
if(typeof data8 !== "string"){
const err9 = {instancePath:instancePath+"/linkedin",schemaPath:"#/properties/linkedin/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.linkedin.type,parentSchema:schema19.properties.linkedin,data:data8};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const _errs19 = errors;
var valid0 = _errs18 === errors;
}
if(data.instagram !== undefined){
let data9 = data.instagram;
const _errs20 = errors;
if(typeof data9 !== "string"){
const err10 = {instancePath:instancePath+"/instagram",schemaPath:"#/properties/instagram/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.instagram.type,parentSchema:schema19.properties.instagram,data:data9};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs21 = errors;
var valid0 = _errs20 === errors;
}
if(data["hacker-news"] !== undefined){
let data10 = data["hacker-news"];
const _errs22 = errors;
if(typeof data10 !== "string"){
const err11 = {instancePath:instancePath+"/hacker-news",schemaPath:"#/properties/hacker-news/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties["hacker-news"].type,parentSchema:schema19.properties["hacker-news"],data:data10};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const _errs23 = errors;
var valid0 = _errs22 === errors;
}
if(data.youtube !== undefined){
let data11 = data.youtube;
const _errs24 = errors;
if(typeof data11 !== "string"){
const err12 = {instancePath:instancePath+"/youtube",schemaPath:"#/properties/youtube/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.youtube.type,parentSchema:schema19.properties.youtube,data:data11};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const _errs25 = errors;
var valid0 = _errs24 === errors;
}
if(data.medium !== undefined){
let data12 = data.medium;
const _errs26 = errors;
if(typeof data12 !== "string"){
const err13 = {instancePath:instancePath+"/medium",schemaPath:"#/properties/medium/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.medium.type,parentSchema:schema19.properties.medium,data:data12};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const _errs27 = errors;
var valid0 = _errs26 === errors;
}
if(data.telegram !== undefined){
let data13 = data.telegram;
const _errs28 = errors;
if(typeof data13 !== "string"){
const err14 = {instancePath:instancePath+"/telegram",schemaPath:"#/properties/telegram/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.telegram.type,parentSchema:schema19.properties.telegram,data:data13};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const _errs29 = errors;
var valid0 = _errs28 === errors;
}
if(data.bluesky !== undefined){
let data14 = data.bluesky;
const _errs30 = errors;
if(typeof data14 !== "string"){
const err15 = {instancePath:instancePath+"/bluesky",schemaPath:"#/properties/bluesky/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.bluesky.type,parentSchema:schema19.properties.bluesky,data:data14};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const _errs31 = errors;
var valid0 = _errs30 === errors;
}
if(data.threads !== undefined){
let data15 = data.threads;
const _errs32 = errors;
if(typeof data15 !== "string"){
const err16 = {instancePath:instancePath+"/threads",schemaPath:"#/properties/threads/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.threads.type,parentSchema:schema19.properties.threads,data:data15};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const _errs33 = errors;
var valid0 = _errs32 === errors;
}
if(data.reddit !== undefined){
let data16 = data.reddit;
const _errs34 = errors;
if(typeof data16 !== "string"){
const err17 = {instancePath:instancePath+"/reddit",schemaPath:"#/properties/reddit/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.reddit.type,parentSchema:schema19.properties.reddit,data:data16};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const _errs35 = errors;
var valid0 = _errs34 === errors;
}
if(data.podcast !== undefined){
let data17 = data.podcast;
const _errs36 = errors;
if(typeof data17 !== "string"){
const err18 = {instancePath:instancePath+"/podcast",schemaPath:"#/properties/podcast/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.podcast.type,parentSchema:schema19.properties.podcast,data:data17};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const _errs37 = errors;
var valid0 = _errs36 === errors;
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema19.type,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate47.errors = vErrors;
return errors === 0;
}

const schema20 = siteSchema.definitions.feedback;
const pattern2 = new RegExp("^https://github\\.com/[A-Za-z0-9-]+/[A-Za-z0-9._-]+", "u");

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "suggestEdit") || (key0 === "raiseIssue")) || (key0 === "thumbsRating")) || (key0 === "repo"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.suggestEdit !== undefined){
let data0 = data.suggestEdit;
const _errs2 = errors;
if(typeof data0 !== "boolean"){
const err1 = {instancePath:instancePath+"/suggestEdit",schemaPath:"#/properties/suggestEdit/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema20.properties.suggestEdit.type,parentSchema:schema20.properties.suggestEdit,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs3 = errors;
var valid0 = _errs2 === errors;
}
if(data.raiseIssue !== undefined){
let data1 = data.raiseIssue;
const _errs4 = errors;
if(typeof data1 !== "boolean"){
const err2 = {instancePath:instancePath+"/raiseIssue",schemaPath:"#/properties/raiseIssue/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema20.properties.raiseIssue.type,parentSchema:schema20.properties.raiseIssue,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs5 = errors;
var valid0 = _errs4 === errors;
}
if(data.thumbsRating !== undefined){
let data2 = data.thumbsRating;
const _errs6 = errors;
if(typeof data2 !== "boolean"){
const err3 = {instancePath:instancePath+"/thumbsRating",schemaPath:"#/properties/thumbsRating/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema20.properties.thumbsRating.type,parentSchema:schema20.properties.thumbsRating,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs7 = errors;
var valid0 = _errs6 === errors;
}
if(data.repo !== undefined){
let data3 = data.repo;
const _errs8 = errors;
const _errs9 = errors;
if(typeof data3 === "string"){
if(!pattern2.test(data3)){
const err4 = {instancePath:instancePath+"/repo",schemaPath:"#/properties/repo/pattern",keyword:"pattern",params:{pattern: "^https://github\\.com/[A-Za-z0-9-]+/[A-Za-z0-9._-]+"},message:"must match pattern \""+"^https://github\\.com/[A-Za-z0-9-]+/[A-Za-z0-9._-]+"+"\"",schema:"^https://github\\.com/[A-Za-z0-9-]+/[A-Za-z0-9._-]+",parentSchema:schema20.properties.repo,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/repo",schemaPath:"#/properties/repo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.repo.type,parentSchema:schema20.properties.repo,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid0 = _errs8 === errors;
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema20.type,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}

const schema21 = siteSchema.definitions.modeToggle;

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "default") || (key0 === "isHidden"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.default !== undefined){
let data0 = data.default;
const _errs2 = errors;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.properties.default.type,parentSchema:schema21.properties.default,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs3 = errors;
const vSchema0 = schema21.properties.default.enum;
if(!((data0 === "light") || (data0 === "dark"))){
const err2 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/enum",keyword:"enum",params:{allowedValues: schema21.properties.default.enum},message:"must be equal to one of the allowed values",schema:schema21.properties.default.enum,parentSchema:schema21.properties.default,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid0 = _errs2 === errors;
}
if(data.isHidden !== undefined){
let data1 = data.isHidden;
const _errs4 = errors;
if(typeof data1 !== "boolean"){
const err3 = {instancePath:instancePath+"/isHidden",schemaPath:"#/properties/isHidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema21.properties.isHidden.type,parentSchema:schema21.properties.isHidden,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs5 = errors;
var valid0 = _errs4 === errors;
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema21.type,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}

const schema22 = siteSchema.definitions.analytics;
const schema23 = siteSchema.definitions.ga4Analytics;

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.measurementId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "measurementId"},message:"must have required property '"+"measurementId"+"'",schema:schema23.required,parentSchema:schema23,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "measurementId")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema23,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.measurementId !== undefined){
let data0 = data.measurementId;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/measurementId",schemaPath:"#/properties/measurementId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23.properties.measurementId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/measurementId",schemaPath:"#/properties/measurementId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties.measurementId.type,parentSchema:schema23.properties.measurementId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid0 = _errs2 === errors;
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema23.type,parentSchema:schema23,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}

const schema24 = siteSchema.definitions.gtmAnalytics;

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tagId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tagId"},message:"must have required property '"+"tagId"+"'",schema:schema24.required,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "tagId")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.tagId !== undefined){
let data0 = data.tagId;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/tagId",schemaPath:"#/properties/tagId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema24.properties.tagId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/tagId",schemaPath:"#/properties/tagId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.properties.tagId.type,parentSchema:schema24.properties.tagId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid0 = _errs2 === errors;
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema24.type,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate56.errors = vErrors;
return errors === 0;
}

const schema25 = siteSchema.definitions.posthogAnalytics;
const pattern3 = new RegExp("^https?://[A-Za-z0-9.-]+(:[0-9]+)?(/[^\\s?#;,'\"]*)?$", "u");

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apiKey === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "apiKey"},message:"must have required property '"+"apiKey"+"'",schema:schema25.required,parentSchema:schema25,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "apiKey") || (key0 === "apiHost")) || (key0 === "sessionRecording"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema25,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.apiKey !== undefined){
let data0 = data.apiKey;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/apiKey",schemaPath:"#/properties/apiKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema25.properties.apiKey,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/apiKey",schemaPath:"#/properties/apiKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.properties.apiKey.type,parentSchema:schema25.properties.apiKey,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid0 = _errs2 === errors;
}
if(data.apiHost !== undefined){
let data1 = data.apiHost;
const _errs4 = errors;
const _errs5 = errors;
if(typeof data1 === "string"){
if(!pattern3.test(data1)){
const err4 = {instancePath:instancePath+"/apiHost",schemaPath:"#/properties/apiHost/pattern",keyword:"pattern",params:{pattern: "^https?://[A-Za-z0-9.-]+(:[0-9]+)?(/[^\\s?#;,'\"]*)?$"},message:"must match pattern \""+"^https?://[A-Za-z0-9.-]+(:[0-9]+)?(/[^\\s?#;,'\"]*)?$"+"\"",schema:"^https?://[A-Za-z0-9.-]+(:[0-9]+)?(/[^\\s?#;,'\"]*)?$",parentSchema:schema25.properties.apiHost,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/apiHost",schemaPath:"#/properties/apiHost/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.properties.apiHost.type,parentSchema:schema25.properties.apiHost,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid0 = _errs4 === errors;
}
if(data.sessionRecording !== undefined){
let data2 = data.sessionRecording;
const _errs6 = errors;
if(typeof data2 !== "boolean"){
const err6 = {instancePath:instancePath+"/sessionRecording",schemaPath:"#/properties/sessionRecording/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema25.properties.sessionRecording.type,parentSchema:schema25.properties.sessionRecording,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs7 = errors;
var valid0 = _errs6 === errors;
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema25.type,parentSchema:schema25,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate58.errors = vErrors;
return errors === 0;
}

const schema26 = siteSchema.definitions.plausibleAnalytics;
const pattern4 = new RegExp("^[A-Za-z0-9.-]+(:[0-9]+)?$", "u");

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.domain === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "domain"},message:"must have required property '"+"domain"+"'",schema:schema26.required,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "domain") || (key0 === "server"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.domain !== undefined){
let data0 = data.domain;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema26.properties.domain,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema26.properties.domain.type,parentSchema:schema26.properties.domain,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid0 = _errs2 === errors;
}
if(data.server !== undefined){
let data1 = data.server;
const _errs4 = errors;
const _errs5 = errors;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err4 = {instancePath:instancePath+"/server",schemaPath:"#/properties/server/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9.-]+(:[0-9]+)?$"},message:"must match pattern \""+"^[A-Za-z0-9.-]+(:[0-9]+)?$"+"\"",schema:"^[A-Za-z0-9.-]+(:[0-9]+)?$",parentSchema:schema26.properties.server,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/server",schemaPath:"#/properties/server/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema26.properties.server.type,parentSchema:schema26.properties.server,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid0 = _errs4 === errors;
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema26.type,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}

const schema27 = siteSchema.definitions.hotjarAnalytics;
const pattern5 = new RegExp("^[0-9]+$", "u");

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.hjid === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hjid"},message:"must have required property '"+"hjid"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.hjsv === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hjsv"},message:"must have required property '"+"hjsv"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "hjid") || (key0 === "hjsv"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.hjid !== undefined){
let data0 = data.hjid;
const _errs2 = errors;
if((typeof data0 !== "string") && (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))))){
const err3 = {instancePath:instancePath+"/hjid",schemaPath:"#/properties/hjid/type",keyword:"type",params:{type: schema27.properties.hjid.type},message:"must be string,integer",schema:schema27.properties.hjid.type,parentSchema:schema27.properties.hjid,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs3 = errors;
if(typeof data0 === "string"){
if(!pattern5.test(data0)){
const err4 = {instancePath:instancePath+"/hjid",schemaPath:"#/properties/hjid/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\"",schema:"^[0-9]+$",parentSchema:schema27.properties.hjid,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var valid0 = _errs2 === errors;
}
if(data.hjsv !== undefined){
let data1 = data.hjsv;
const _errs4 = errors;
if((typeof data1 !== "string") && (!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))))){
const err5 = {instancePath:instancePath+"/hjsv",schemaPath:"#/properties/hjsv/type",keyword:"type",params:{type: schema27.properties.hjsv.type},message:"must be string,integer",schema:schema27.properties.hjsv.type,parentSchema:schema27.properties.hjsv,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs5 = errors;
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err6 = {instancePath:instancePath+"/hjsv",schemaPath:"#/properties/hjsv/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\"",schema:"^[0-9]+$",parentSchema:schema27.properties.hjsv,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var valid0 = _errs4 === errors;
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate62.errors = vErrors;
return errors === 0;
}

const schema28 = siteSchema.definitions.fathomAnalytics;

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.siteId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "siteId"},message:"must have required property '"+"siteId"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "siteId")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.siteId !== undefined){
let data0 = data.siteId;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/siteId",schemaPath:"#/properties/siteId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema28.properties.siteId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/siteId",schemaPath:"#/properties/siteId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.siteId.type,parentSchema:schema28.properties.siteId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid0 = _errs2 === errors;
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema28.type,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate64.errors = vErrors;
return errors === 0;
}

const schema29 = siteSchema.definitions.mixpanelAnalytics;

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.projectToken === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "projectToken"},message:"must have required property '"+"projectToken"+"'",schema:schema29.required,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "projectToken") || (key0 === "region"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.projectToken !== undefined){
let data0 = data.projectToken;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/projectToken",schemaPath:"#/properties/projectToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema29.properties.projectToken,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/projectToken",schemaPath:"#/properties/projectToken/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.projectToken.type,parentSchema:schema29.properties.projectToken,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid0 = _errs2 === errors;
}
if(data.region !== undefined){
let data1 = data.region;
const _errs4 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.region.type,parentSchema:schema29.properties.region,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs5 = errors;
const vSchema0 = schema29.properties.region.enum;
if(!(((data1 === "us") || (data1 === "eu")) || (data1 === "in"))){
const err5 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/enum",keyword:"enum",params:{allowedValues: schema29.properties.region.enum},message:"must be equal to one of the allowed values",schema:schema29.properties.region.enum,parentSchema:schema29.properties.region,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid0 = _errs4 === errors;
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema29.type,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate66.errors = vErrors;
return errors === 0;
}

const schema30 = siteSchema.definitions.segmentAnalytics;
const pattern7 = new RegExp("^[A-Za-z0-9_-]+$", "u");

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.key === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'",schema:schema30.required,parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "key")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.key !== undefined){
let data0 = data.key;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(!pattern7.test(data0)){
const err2 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\"",schema:"^[A-Za-z0-9_-]+$",parentSchema:schema30.properties.key,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema30.properties.key.type,parentSchema:schema30.properties.key,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid0 = _errs2 === errors;
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema30.type,parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate68.errors = vErrors;
return errors === 0;
}

const schema31 = siteSchema.definitions.amplitudeAnalytics;

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apiKey === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "apiKey"},message:"must have required property '"+"apiKey"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "apiKey")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.apiKey !== undefined){
let data0 = data.apiKey;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(!pattern7.test(data0)){
const err2 = {instancePath:instancePath+"/apiKey",schemaPath:"#/properties/apiKey/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\"",schema:"^[A-Za-z0-9_-]+$",parentSchema:schema31.properties.apiKey,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/apiKey",schemaPath:"#/properties/apiKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.apiKey.type,parentSchema:schema31.properties.apiKey,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid0 = _errs2 === errors;
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.type,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate70.errors = vErrors;
return errors === 0;
}

const schema32 = siteSchema.definitions.koalaAnalytics;

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.publicApiKey === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "publicApiKey"},message:"must have required property '"+"publicApiKey"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "publicApiKey")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.publicApiKey !== undefined){
let data0 = data.publicApiKey;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(!pattern7.test(data0)){
const err2 = {instancePath:instancePath+"/publicApiKey",schemaPath:"#/properties/publicApiKey/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\"",schema:"^[A-Za-z0-9_-]+$",parentSchema:schema32.properties.publicApiKey,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/publicApiKey",schemaPath:"#/properties/publicApiKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.publicApiKey.type,parentSchema:schema32.properties.publicApiKey,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid0 = _errs2 === errors;
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate72.errors = vErrors;
return errors === 0;
}

const schema33 = siteSchema.definitions.unsupportedAnalytics;

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate74.errors = null;
return true;
}


function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(func0.call(schema22.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.ga4 !== undefined){
let data0 = data.ga4;
const _errs2 = errors;
if(!(validate54(data0, {instancePath:instancePath+"/ga4",parentData:data,parentDataProperty:"ga4",rootData}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs2 === errors;
}
if(data.gtm !== undefined){
let data1 = data.gtm;
const _errs3 = errors;
if(!(validate56(data1, {instancePath:instancePath+"/gtm",parentData:data,parentDataProperty:"gtm",rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs3 === errors;
}
if(data.posthog !== undefined){
let data2 = data.posthog;
const _errs4 = errors;
if(!(validate58(data2, {instancePath:instancePath+"/posthog",parentData:data,parentDataProperty:"posthog",rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs4 === errors;
}
if(data.plausible !== undefined){
let data3 = data.plausible;
const _errs5 = errors;
if(!(validate60(data3, {instancePath:instancePath+"/plausible",parentData:data,parentDataProperty:"plausible",rootData}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs5 === errors;
}
if(data.hotjar !== undefined){
let data4 = data.hotjar;
const _errs6 = errors;
if(!(validate62(data4, {instancePath:instancePath+"/hotjar",parentData:data,parentDataProperty:"hotjar",rootData}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs6 === errors;
}
if(data.fathom !== undefined){
let data5 = data.fathom;
const _errs7 = errors;
if(!(validate64(data5, {instancePath:instancePath+"/fathom",parentData:data,parentDataProperty:"fathom",rootData}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs7 === errors;
}
if(data.mixpanel !== undefined){
let data6 = data.mixpanel;
const _errs8 = errors;
if(!(validate66(data6, {instancePath:instancePath+"/mixpanel",parentData:data,parentDataProperty:"mixpanel",rootData}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs8 === errors;
}
if(data.segment !== undefined){
let data7 = data.segment;
const _errs9 = errors;
if(!(validate68(data7, {instancePath:instancePath+"/segment",parentData:data,parentDataProperty:"segment",rootData}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs9 === errors;
}
if(data.amplitude !== undefined){
let data8 = data.amplitude;
const _errs10 = errors;
if(!(validate70(data8, {instancePath:instancePath+"/amplitude",parentData:data,parentDataProperty:"amplitude",rootData}))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs10 === errors;
}
if(data.koala !== undefined){
let data9 = data.koala;
const _errs11 = errors;
if(!(validate72(data9, {instancePath:instancePath+"/koala",parentData:data,parentDataProperty:"koala",rootData}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs11 === errors;
}
if(data.adobe !== undefined){
let data10 = data.adobe;
const _errs12 = errors;
if(!(validate74(data10, {instancePath:instancePath+"/adobe",parentData:data,parentDataProperty:"adobe",rootData}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs12 === errors;
}
if(data.clarity !== undefined){
let data11 = data.clarity;
const _errs13 = errors;
if(!(validate74(data11, {instancePath:instancePath+"/clarity",parentData:data,parentDataProperty:"clarity",rootData}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs13 === errors;
}
if(data.clearbit !== undefined){
let data12 = data.clearbit;
const _errs14 = errors;
if(!(validate74(data12, {instancePath:instancePath+"/clearbit",parentData:data,parentDataProperty:"clearbit",rootData}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs14 === errors;
}
if(data.cookies !== undefined){
let data13 = data.cookies;
const _errs15 = errors;
if(!(validate74(data13, {instancePath:instancePath+"/cookies",parentData:data,parentDataProperty:"cookies",rootData}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs15 === errors;
}
if(data.heap !== undefined){
let data14 = data.heap;
const _errs16 = errors;
if(!(validate74(data14, {instancePath:instancePath+"/heap",parentData:data,parentDataProperty:"heap",rootData}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs16 === errors;
}
if(data.hightouch !== undefined){
let data15 = data.hightouch;
const _errs17 = errors;
if(!(validate74(data15, {instancePath:instancePath+"/hightouch",parentData:data,parentDataProperty:"hightouch",rootData}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs17 === errors;
}
if(data.logrocket !== undefined){
let data16 = data.logrocket;
const _errs18 = errors;
if(!(validate74(data16, {instancePath:instancePath+"/logrocket",parentData:data,parentDataProperty:"logrocket",rootData}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs18 === errors;
}
if(data.pirsch !== undefined){
let data17 = data.pirsch;
const _errs19 = errors;
if(!(validate74(data17, {instancePath:instancePath+"/pirsch",parentData:data,parentDataProperty:"pirsch",rootData}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs19 === errors;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema22.type,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}

const schema34 = siteSchema.definitions.background;

function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "style") || (key0 === "color"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.style !== undefined){
let data0 = data.style;
const _errs2 = errors;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.style.type,parentSchema:schema34.properties.style,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs3 = errors;
const vSchema0 = schema34.properties.style.enum;
if(!(((data0 === "gradient") || (data0 === "grid")) || (data0 === "windows"))){
const err2 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/enum",keyword:"enum",params:{allowedValues: schema34.properties.style.enum},message:"must be equal to one of the allowed values",schema:schema34.properties.style.enum,parentSchema:schema34.properties.style,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid0 = _errs2 === errors;
}
if(data.color !== undefined){
let data1 = data.color;
const _errs4 = errors;
const _errs5 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
const _errs6 = errors;
for(const key1 in data1){
if(!((key1 === "light") || (key1 === "dark"))){
const err3 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema34.properties.color,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.light !== undefined){
let data2 = data1.light;
const _errs7 = errors;
const _errs8 = errors;
if(!(validate12(data2, {instancePath:instancePath+"/color/light",parentData:data1,parentDataProperty:"light",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
else {
}
var valid2 = _errs8 === errors;
var valid1 = _errs7 === errors;
}
if(data1.dark !== undefined){
let data3 = data1.dark;
const _errs9 = errors;
const _errs10 = errors;
if(!(validate12(data3, {instancePath:instancePath+"/color/dark",parentData:data1,parentDataProperty:"dark",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
else {
}
var valid3 = _errs10 === errors;
var valid1 = _errs9 === errors;
}
}
else {
const err4 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.properties.color.type,parentSchema:schema34.properties.color,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid0 = _errs4 === errors;
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.type,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate84.errors = vErrors;
return errors === 0;
}

const schema35 = siteSchema.definitions.font;
const schema36 = siteSchema.definitions.fontFace;

function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.family === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "family"},message:"must have required property '"+"family"+"'",schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "family") || (key0 === "weight")) || (key0 === "url")) || (key0 === "format"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.family !== undefined){
let data0 = data.family;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema36.properties.family,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.family.type,parentSchema:schema36.properties.family,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid0 = _errs2 === errors;
}
if(data.weight !== undefined){
let data1 = data.weight;
const _errs4 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/weight",schemaPath:"#/properties/weight/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.weight.type,parentSchema:schema36.properties.weight,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs5 = errors;
var valid0 = _errs4 === errors;
}
if(data.url !== undefined){
let data2 = data.url;
const _errs6 = errors;
const _errs7 = errors;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err5 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema36.properties.url,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.url.type,parentSchema:schema36.properties.url,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid0 = _errs6 === errors;
}
if(data.format !== undefined){
let data3 = data.format;
const _errs8 = errors;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.format.type,parentSchema:schema36.properties.format,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs9 = errors;
const vSchema0 = schema36.properties.format.enum;
if(!((((data3 === "woff2") || (data3 === "woff")) || (data3 === "truetype")) || (data3 === "opentype"))){
const err8 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/enum",keyword:"enum",params:{allowedValues: schema36.properties.format.enum},message:"must be equal to one of the allowed values",schema:schema36.properties.format.enum,parentSchema:schema36.properties.format,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid0 = _errs8 === errors;
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate89.errors = vErrors;
return errors === 0;
}


function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.weight === undefined) && (missing0 = "weight")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
}
}
if(errors === _errs4){
}
var _valid1 = _errs4 === errors;
valid1 = valid1 || _valid1;
if(!valid1){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.url === undefined) && (missing1 = "url")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
}
}
if(errors === _errs5){
}
var _valid1 = _errs5 === errors;
valid1 = valid1 || _valid1;
if(!valid1){
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.format === undefined) && (missing2 = "format")){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
}
}
if(errors === _errs6){
}
var _valid1 = _errs6 === errors;
valid1 = valid1 || _valid1;
if(!valid1){
}
}
}
if(!valid1){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
if(errors === _errs2){
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.family === undefined){
const err4 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "family"},message:"must have required property '"+"family"+"'",schema:schema35.then.required,parentSchema:schema35.then,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid0 = _valid0;
}
if(!valid0){
const err5 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema35.if,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs8 = errors;
for(const key0 in data){
if(!((((((key0 === "family") || (key0 === "weight")) || (key0 === "url")) || (key0 === "format")) || (key0 === "headings")) || (key0 === "body"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.family !== undefined){
let data0 = data.family;
const _errs9 = errors;
const _errs10 = errors;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err7 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.family,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.family.type,parentSchema:schema35.properties.family,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid2 = _errs9 === errors;
}
if(data.weight !== undefined){
let data1 = data.weight;
const _errs11 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err9 = {instancePath:instancePath+"/weight",schemaPath:"#/properties/weight/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema35.properties.weight.type,parentSchema:schema35.properties.weight,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const _errs12 = errors;
var valid2 = _errs11 === errors;
}
if(data.url !== undefined){
let data2 = data.url;
const _errs13 = errors;
const _errs14 = errors;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err10 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.url,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.url.type,parentSchema:schema35.properties.url,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var valid2 = _errs13 === errors;
}
if(data.format !== undefined){
let data3 = data.format;
const _errs15 = errors;
if(typeof data3 !== "string"){
const err12 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.format.type,parentSchema:schema35.properties.format,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const _errs16 = errors;
const vSchema0 = schema35.properties.format.enum;
if(!((((data3 === "woff2") || (data3 === "woff")) || (data3 === "truetype")) || (data3 === "opentype"))){
const err13 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/enum",keyword:"enum",params:{allowedValues: schema35.properties.format.enum},message:"must be equal to one of the allowed values",schema:schema35.properties.format.enum,parentSchema:schema35.properties.format,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid2 = _errs15 === errors;
}
if(data.headings !== undefined){
let data4 = data.headings;
const _errs17 = errors;
const _errs18 = errors;
if(!(validate89(data4, {instancePath:instancePath+"/headings",parentData:data,parentDataProperty:"headings",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
else {
}
var valid3 = _errs18 === errors;
var valid2 = _errs17 === errors;
}
if(data.body !== undefined){
let data5 = data.body;
const _errs19 = errors;
const _errs20 = errors;
if(!(validate89(data5, {instancePath:instancePath+"/body",parentData:data,parentDataProperty:"body",rootData}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
else {
}
var valid4 = _errs20 === errors;
var valid2 = _errs19 === errors;
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate88.errors = vErrors;
return errors === 0;
}

const schema37 = siteSchema.definitions.integrations;
const schema38 = siteSchema.definitions.intercomIntegration;
const pattern10 = new RegExp("^[A-Za-z0-9]+$", "u");

function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((typeof data !== "string") && (!(data && typeof data == "object" && !Array.isArray(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema38.type},message:"must be string,object",schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs0 = errors;
if(typeof data === "string"){
if(!pattern10.test(data)){
const err1 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9]+$"},message:"must match pattern \""+"^[A-Za-z0-9]+$"+"\"",schema:"^[A-Za-z0-9]+$",parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.appId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "appId"},message:"must have required property '"+"appId"+"'",schema:schema38.required,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "appId")){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.appId !== undefined){
let data0 = data.appId;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(!pattern10.test(data0)){
const err4 = {instancePath:instancePath+"/appId",schemaPath:"#/properties/appId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9]+$"},message:"must match pattern \""+"^[A-Za-z0-9]+$"+"\"",schema:"^[A-Za-z0-9]+$",parentSchema:schema38.properties.appId,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/appId",schemaPath:"#/properties/appId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.appId.type,parentSchema:schema38.properties.appId,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid0 = _errs2 === errors;
}
}
validate94.errors = vErrors;
return errors === 0;
}

const schema39 = siteSchema.definitions.unsupportedIntegration;

function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate96.errors = null;
return true;
}


function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "intercom") || (key0 === "frontchat")) || (key0 === "osano"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.intercom !== undefined){
let data0 = data.intercom;
const _errs2 = errors;
if(!(validate94(data0, {instancePath:instancePath+"/intercom",parentData:data,parentDataProperty:"intercom",rootData}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs2 === errors;
}
if(data.frontchat !== undefined){
let data1 = data.frontchat;
const _errs3 = errors;
if(!(validate96(data1, {instancePath:instancePath+"/frontchat",parentData:data,parentDataProperty:"frontchat",rootData}))){
vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs3 === errors;
}
if(data.osano !== undefined){
let data2 = data.osano;
const _errs4 = errors;
if(!(validate96(data2, {instancePath:instancePath+"/osano",parentData:data,parentDataProperty:"osano",rootData}))){
vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs4 === errors;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate93.errors = vErrors;
return errors === 0;
}

const schema40 = siteSchema.definitions.topbar;

function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "style")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.style !== undefined){
let data0 = data.style;
const _errs2 = errors;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.style.type,parentSchema:schema40.properties.style,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs3 = errors;
const vSchema0 = schema40.properties.style.enum;
if(!((data0 === "default") || (data0 === "gradient"))){
const err2 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/enum",keyword:"enum",params:{allowedValues: schema40.properties.style.enum},message:"must be equal to one of the allowed values",schema:schema40.properties.style.enum,parentSchema:schema40.properties.style,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid0 = _errs2 === errors;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate100.errors = vErrors;
return errors === 0;
}


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema0.required,parentSchema:schema0,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.navigation === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "navigation"},message:"must have required property '"+"navigation"+"'",schema:schema0.required,parentSchema:schema0,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs1 = errors;
for(const key0 in data){
if(!(func0.call(schema0.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema0,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.$schema !== undefined){
let data0 = data.$schema;
const _errs2 = errors;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.$schema.type,parentSchema:schema0.properties.$schema,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs3 = errors;
var valid0 = _errs2 === errors;
}
if(data.name !== undefined){
let data1 = data.name;
const _errs4 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.name.type,parentSchema:schema0.properties.name,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs5 = errors;
var valid0 = _errs4 === errors;
}
if(data.navigation !== undefined){
let data2 = data.navigation;
const _errs6 = errors;
if(!(validate1(data2, {instancePath:instancePath+"/navigation",parentData:data,parentDataProperty:"navigation",rootData}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs6 === errors;
}
if(data.logo !== undefined){
let data3 = data.logo;
const _errs7 = errors;
if(!(validate9(data3, {instancePath:instancePath+"/logo",parentData:data,parentDataProperty:"logo",rootData}))){
vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs7 === errors;
}
if(data.favicon !== undefined){
let data4 = data.favicon;
const _errs8 = errors;
if(typeof data4 !== "string"){
const err5 = {instancePath:instancePath+"/favicon",schemaPath:"#/properties/favicon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.favicon.type,parentSchema:schema0.properties.favicon,data:data4};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs9 = errors;
var valid0 = _errs8 === errors;
}
if(data.colors !== undefined){
let data5 = data.colors;
const _errs10 = errors;
if(!(validate11(data5, {instancePath:instancePath+"/colors",parentData:data,parentDataProperty:"colors",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs10 === errors;
}
if(data.topbarLinks !== undefined){
let data6 = data.topbarLinks;
const _errs11 = errors;
if(!(validate24(data6, {instancePath:instancePath+"/topbarLinks",parentData:data,parentDataProperty:"topbarLinks",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs11 === errors;
}
if(data.topbarCtaButton !== undefined){
let data7 = data.topbarCtaButton;
const _errs12 = errors;
if(!(validate28(data7, {instancePath:instancePath+"/topbarCtaButton",parentData:data,parentDataProperty:"topbarCtaButton",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs12 === errors;
}
if(data.versions !== undefined){
let data8 = data.versions;
const _errs13 = errors;
const _errs14 = errors;
if(Array.isArray(data8)){
let valid2 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs15 = errors;
if(typeof data9 !== "string"){
const err6 = {instancePath:instancePath+"/versions/" + i0,schemaPath:"#/properties/versions/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.versions.items.type,parentSchema:schema0.properties.versions.items,data:data9};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs16 = errors;
var valid1 = _errs15 === errors;
if(!valid1){
valid2 = false;
}
}
}
else {
const err7 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema0.properties.versions.type,parentSchema:schema0.properties.versions,data:data8};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid0 = _errs13 === errors;
}
if(data.anchors !== undefined){
let data10 = data.anchors;
const _errs17 = errors;
if(!(validate30(data10, {instancePath:instancePath+"/anchors",parentData:data,parentDataProperty:"anchors",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs17 === errors;
}
if(data.topAnchor !== undefined){
let data11 = data.topAnchor;
const _errs18 = errors;
if(!(validate36(data11, {instancePath:instancePath+"/topAnchor",parentData:data,parentDataProperty:"topAnchor",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs18 === errors;
}
if(data.tabs !== undefined){
let data12 = data.tabs;
const _errs19 = errors;
if(!(validate39(data12, {instancePath:instancePath+"/tabs",parentData:data,parentDataProperty:"tabs",rootData}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs19 === errors;
}
if(data.api !== undefined){
let data13 = data.api;
const _errs20 = errors;
if(!(validate43(data13, {instancePath:instancePath+"/api",parentData:data,parentDataProperty:"api",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs20 === errors;
}
if(data.openapi !== undefined){
let data14 = data.openapi;
const _errs21 = errors;
if(!(validate45(data14, {instancePath:instancePath+"/openapi",parentData:data,parentDataProperty:"openapi",rootData}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs21 === errors;
}
if(data.footerSocials !== undefined){
let data15 = data.footerSocials;
const _errs22 = errors;
if(!(validate47(data15, {instancePath:instancePath+"/footerSocials",parentData:data,parentDataProperty:"footerSocials",rootData}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs22 === errors;
}
if(data.feedback !== undefined){
let data16 = data.feedback;
const _errs23 = errors;
if(!(validate49(data16, {instancePath:instancePath+"/feedback",parentData:data,parentDataProperty:"feedback",rootData}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs23 === errors;
}
if(data.modeToggle !== undefined){
let data17 = data.modeToggle;
const _errs24 = errors;
if(!(validate51(data17, {instancePath:instancePath+"/modeToggle",parentData:data,parentDataProperty:"modeToggle",rootData}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs24 === errors;
}
if(data.backgroundImage !== undefined){
let data18 = data.backgroundImage;
const _errs25 = errors;
if(typeof data18 !== "string"){
const err8 = {instancePath:instancePath+"/backgroundImage",schemaPath:"#/properties/backgroundImage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.backgroundImage.type,parentSchema:schema0.properties.backgroundImage,data:data18};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const _errs26 = errors;
var valid0 = _errs25 === errors;
}
if(data.analytics !== undefined){
let data19 = data.analytics;
const _errs27 = errors;
if(!(validate53(data19, {instancePath:instancePath+"/analytics",parentData:data,parentDataProperty:"analytics",rootData}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs27 === errors;
}
if(data.background !== undefined){
let data20 = data.background;
const _errs28 = errors;
if(!(validate84(data20, {instancePath:instancePath+"/background",parentData:data,parentDataProperty:"background",rootData}))){
vErrors = vErrors === null ? validate84.errors : vErrors.concat(validate84.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs28 === errors;
}
if(data.eyebrows !== undefined){
let data21 = data.eyebrows;
const _errs29 = errors;
if(typeof data21 !== "string"){
const err9 = {instancePath:instancePath+"/eyebrows",schemaPath:"#/properties/eyebrows/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.eyebrows.type,parentSchema:schema0.properties.eyebrows,data:data21};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const _errs30 = errors;
const vSchema0 = schema0.properties.eyebrows.enum;
if(!((data21 === "section") || (data21 === "breadcrumbs"))){
const err10 = {instancePath:instancePath+"/eyebrows",schemaPath:"#/properties/eyebrows/enum",keyword:"enum",params:{allowedValues: schema0.properties.eyebrows.enum},message:"must be equal to one of the allowed values",schema:schema0.properties.eyebrows.enum,parentSchema:schema0.properties.eyebrows,data:data21};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid0 = _errs29 === errors;
}
if(data.codeBlock !== undefined){
let data22 = data.codeBlock;
const _errs31 = errors;
const _errs32 = errors;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
const _errs33 = errors;
for(const key1 in data22){
if(!(key1 === "mode")){
const err11 = {instancePath:instancePath+"/codeBlock",schemaPath:"#/properties/codeBlock/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema0.properties.codeBlock,data:data22};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data22.mode !== undefined){
let data23 = data22.mode;
const _errs34 = errors;
if(typeof data23 !== "string"){
const err12 = {instancePath:instancePath+"/codeBlock/mode",schemaPath:"#/properties/codeBlock/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.codeBlock.properties.mode.type,parentSchema:schema0.properties.codeBlock.properties.mode,data:data23};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const _errs35 = errors;
const vSchema1 = schema0.properties.codeBlock.properties.mode.enum;
if(!((data23 === "auto") || (data23 === "dark"))){
const err13 = {instancePath:instancePath+"/codeBlock/mode",schemaPath:"#/properties/codeBlock/properties/mode/enum",keyword:"enum",params:{allowedValues: schema0.properties.codeBlock.properties.mode.enum},message:"must be equal to one of the allowed values",schema:schema0.properties.codeBlock.properties.mode.enum,parentSchema:schema0.properties.codeBlock.properties.mode,data:data23};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid3 = _errs34 === errors;
}
}
else {
const err14 = {instancePath:instancePath+"/codeBlock",schemaPath:"#/properties/codeBlock/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.properties.codeBlock.type,parentSchema:schema0.properties.codeBlock,data:data22};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var valid0 = _errs31 === errors;
}
if(data.contextual !== undefined){
let data24 = data.contextual;
const _errs36 = errors;
const _errs37 = errors;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
const _errs38 = errors;
for(const key2 in data24){
if(!((key2 === "options") || (key2 === "display"))){
const err15 = {instancePath:instancePath+"/contextual",schemaPath:"#/properties/contextual/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema0.properties.contextual,data:data24};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data24.options !== undefined){
let data25 = data24.options;
const _errs39 = errors;
const _errs40 = errors;
if(Array.isArray(data25)){
let valid6 = true;
const len1 = data25.length;
for(let i1=0; i1<len1; i1++){
let data26 = data25[i1];
const _errs41 = errors;
if((typeof data26 !== "string") && (!(data26 && typeof data26 == "object" && !Array.isArray(data26)))){
const err16 = {instancePath:instancePath+"/contextual/options/" + i1,schemaPath:"#/properties/contextual/properties/options/items/type",keyword:"type",params:{type: schema0.properties.contextual.properties.options.items.type},message:"must be string,object",schema:schema0.properties.contextual.properties.options.items.type,parentSchema:schema0.properties.contextual.properties.options.items,data:data26};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const _errs42 = errors;
var valid5 = _errs41 === errors;
if(!valid5){
valid6 = false;
}
}
}
else {
const err17 = {instancePath:instancePath+"/contextual/options",schemaPath:"#/properties/contextual/properties/options/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema0.properties.contextual.properties.options.type,parentSchema:schema0.properties.contextual.properties.options,data:data25};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var valid4 = _errs39 === errors;
}
if(data24.display !== undefined){
let data27 = data24.display;
const _errs43 = errors;
if(typeof data27 !== "string"){
const err18 = {instancePath:instancePath+"/contextual/display",schemaPath:"#/properties/contextual/properties/display/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.contextual.properties.display.type,parentSchema:schema0.properties.contextual.properties.display,data:data27};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const _errs44 = errors;
var valid4 = _errs43 === errors;
}
}
else {
const err19 = {instancePath:instancePath+"/contextual",schemaPath:"#/properties/contextual/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.properties.contextual.type,parentSchema:schema0.properties.contextual,data:data24};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var valid0 = _errs36 === errors;
}
if(data.font !== undefined){
let data28 = data.font;
const _errs45 = errors;
if(!(validate88(data28, {instancePath:instancePath+"/font",parentData:data,parentDataProperty:"font",rootData}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs45 === errors;
}
if(data.integrations !== undefined){
let data29 = data.integrations;
const _errs46 = errors;
if(!(validate93(data29, {instancePath:instancePath+"/integrations",parentData:data,parentDataProperty:"integrations",rootData}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs46 === errors;
}
if(data.isWhiteLabeled !== undefined){
let data30 = data.isWhiteLabeled;
const _errs47 = errors;
if(typeof data30 !== "boolean"){
const err20 = {instancePath:instancePath+"/isWhiteLabeled",schemaPath:"#/properties/isWhiteLabeled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema0.properties.isWhiteLabeled.type,parentSchema:schema0.properties.isWhiteLabeled,data:data30};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const _errs48 = errors;
var valid0 = _errs47 === errors;
}
if(data.layout !== undefined){
let data31 = data.layout;
const _errs49 = errors;
if(typeof data31 !== "string"){
const err21 = {instancePath:instancePath+"/layout",schemaPath:"#/properties/layout/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.layout.type,parentSchema:schema0.properties.layout,data:data31};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const _errs50 = errors;
const vSchema2 = schema0.properties.layout.enum;
if(!(((data31 === "topnav") || (data31 === "sidenav")) || (data31 === "solidSidenav"))){
const err22 = {instancePath:instancePath+"/layout",schemaPath:"#/properties/layout/enum",keyword:"enum",params:{allowedValues: schema0.properties.layout.enum},message:"must be equal to one of the allowed values",schema:schema0.properties.layout.enum,parentSchema:schema0.properties.layout,data:data31};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var valid0 = _errs49 === errors;
}
if(data.metadata !== undefined){
let data32 = data.metadata;
const _errs51 = errors;
const _errs52 = errors;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
const _errs53 = errors;
for(const key3 in data32){
let data33 = data32[key3];
const _errs54 = errors;
if(typeof data33 !== "string"){
const err23 = {instancePath:instancePath+"/metadata/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/metadata/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.metadata.additionalProperties.type,parentSchema:schema0.properties.metadata.additionalProperties,data:data33};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const _errs55 = errors;
var valid7 = _errs54 === errors;
}
}
else {
const err24 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.properties.metadata.type,parentSchema:schema0.properties.metadata,data:data32};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var valid0 = _errs51 === errors;
}
if(data.primaryTab !== undefined){
let data34 = data.primaryTab;
const _errs56 = errors;
const _errs57 = errors;
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.name === undefined){
const err25 = {instancePath:instancePath+"/primaryTab",schemaPath:"#/properties/primaryTab/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema0.properties.primaryTab.required,parentSchema:schema0.properties.primaryTab,data:data34};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const _errs58 = errors;
for(const key4 in data34){
if(!((key4 === "name") || (key4 === "isDefaultHidden"))){
const err26 = {instancePath:instancePath+"/primaryTab",schemaPath:"#/properties/primaryTab/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema0.properties.primaryTab,data:data34};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data34.name !== undefined){
let data35 = data34.name;
const _errs59 = errors;
const _errs60 = errors;
if(typeof data35 === "string"){
if(func1(data35) < 1){
const err27 = {instancePath:instancePath+"/primaryTab/name",schemaPath:"#/properties/primaryTab/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema0.properties.primaryTab.properties.name,data:data35};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/primaryTab/name",schemaPath:"#/properties/primaryTab/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.primaryTab.properties.name.type,parentSchema:schema0.properties.primaryTab.properties.name,data:data35};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var valid8 = _errs59 === errors;
}
}
else {
const err29 = {instancePath:instancePath+"/primaryTab",schemaPath:"#/properties/primaryTab/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.properties.primaryTab.type,parentSchema:schema0.properties.primaryTab,data:data34};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var valid0 = _errs56 === errors;
}
if(data.redirects !== undefined){
let data36 = data.redirects;
const _errs61 = errors;
const _errs62 = errors;
if(Array.isArray(data36)){
let valid10 = true;
const len2 = data36.length;
for(let i2=0; i2<len2; i2++){
let data37 = data36[i2];
const _errs63 = errors;
const _errs64 = errors;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.source === undefined){
const err30 = {instancePath:instancePath+"/redirects/" + i2,schemaPath:"#/properties/redirects/items/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema0.properties.redirects.items.required,parentSchema:schema0.properties.redirects.items,data:data37};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data37.destination === undefined){
const err31 = {instancePath:instancePath+"/redirects/" + i2,schemaPath:"#/properties/redirects/items/required",keyword:"required",params:{missingProperty: "destination"},message:"must have required property '"+"destination"+"'",schema:schema0.properties.redirects.items.required,parentSchema:schema0.properties.redirects.items,data:data37};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
const _errs65 = errors;
for(const key5 in data37){
if(!(((key5 === "source") || (key5 === "destination")) || (key5 === "permanent"))){
const err32 = {instancePath:instancePath+"/redirects/" + i2,schemaPath:"#/properties/redirects/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema0.properties.redirects.items,data:data37};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data37.source !== undefined){
let data38 = data37.source;
const _errs66 = errors;
const _errs67 = errors;
if(typeof data38 === "string"){
if(func1(data38) < 1){
const err33 = {instancePath:instancePath+"/redirects/" + i2+"/source",schemaPath:"#/properties/redirects/items/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema0.properties.redirects.items.properties.source,data:data38};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/redirects/" + i2+"/source",schemaPath:"#/properties/redirects/items/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.redirects.items.properties.source.type,parentSchema:schema0.properties.redirects.items.properties.source,data:data38};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var valid11 = _errs66 === errors;
}
if(data37.destination !== undefined){
let data39 = data37.destination;
const _errs68 = errors;
const _errs69 = errors;
if(typeof data39 === "string"){
if(func1(data39) < 1){
const err35 = {instancePath:instancePath+"/redirects/" + i2+"/destination",schemaPath:"#/properties/redirects/items/properties/destination/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema0.properties.redirects.items.properties.destination,data:data39};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/redirects/" + i2+"/destination",schemaPath:"#/properties/redirects/items/properties/destination/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.redirects.items.properties.destination.type,parentSchema:schema0.properties.redirects.items.properties.destination,data:data39};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var valid11 = _errs68 === errors;
}
if(data37.permanent !== undefined){
let data40 = data37.permanent;
const _errs70 = errors;
if(typeof data40 !== "boolean"){
const err37 = {instancePath:instancePath+"/redirects/" + i2+"/permanent",schemaPath:"#/properties/redirects/items/properties/permanent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema0.properties.redirects.items.properties.permanent.type,parentSchema:schema0.properties.redirects.items.properties.permanent,data:data40};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
const _errs71 = errors;
var valid11 = _errs70 === errors;
}
}
else {
const err38 = {instancePath:instancePath+"/redirects/" + i2,schemaPath:"#/properties/redirects/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.properties.redirects.items.type,parentSchema:schema0.properties.redirects.items,data:data37};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var valid9 = _errs63 === errors;
if(!valid9){
valid10 = false;
}
}
}
else {
const err39 = {instancePath:instancePath+"/redirects",schemaPath:"#/properties/redirects/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema0.properties.redirects.type,parentSchema:schema0.properties.redirects,data:data36};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var valid0 = _errs61 === errors;
}
if(data.search !== undefined){
let data41 = data.search;
const _errs72 = errors;
const _errs73 = errors;
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
const _errs74 = errors;
for(const key6 in data41){
if(!((key6 === "prompt") || (key6 === "location"))){
const err40 = {instancePath:instancePath+"/search",schemaPath:"#/properties/search/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema0.properties.search,data:data41};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data41.prompt !== undefined){
let data42 = data41.prompt;
const _errs75 = errors;
if(typeof data42 !== "string"){
const err41 = {instancePath:instancePath+"/search/prompt",schemaPath:"#/properties/search/properties/prompt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.search.properties.prompt.type,parentSchema:schema0.properties.search.properties.prompt,data:data42};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
const _errs76 = errors;
var valid12 = _errs75 === errors;
}
if(data41.location !== undefined){
let data43 = data41.location;
const _errs77 = errors;
if(typeof data43 !== "string"){
const err42 = {instancePath:instancePath+"/search/location",schemaPath:"#/properties/search/properties/location/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.search.properties.location.type,parentSchema:schema0.properties.search.properties.location,data:data43};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
const _errs78 = errors;
const vSchema3 = schema0.properties.search.properties.location.enum;
if(!((data43 === "top") || (data43 === "side"))){
const err43 = {instancePath:instancePath+"/search/location",schemaPath:"#/properties/search/properties/location/enum",keyword:"enum",params:{allowedValues: schema0.properties.search.properties.location.enum},message:"must be equal to one of the allowed values",schema:schema0.properties.search.properties.location.enum,parentSchema:schema0.properties.search.properties.location,data:data43};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var valid12 = _errs77 === errors;
}
}
else {
const err44 = {instancePath:instancePath+"/search",schemaPath:"#/properties/search/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.properties.search.type,parentSchema:schema0.properties.search,data:data41};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var valid0 = _errs72 === errors;
}
if(data.seo !== undefined){
let data44 = data.seo;
const _errs79 = errors;
const _errs80 = errors;
if(data44 && typeof data44 == "object" && !Array.isArray(data44)){
const _errs81 = errors;
for(const key7 in data44){
if(!(key7 === "indexHiddenPages")){
const err45 = {instancePath:instancePath+"/seo",schemaPath:"#/properties/seo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema0.properties.seo,data:data44};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data44.indexHiddenPages !== undefined){
let data45 = data44.indexHiddenPages;
const _errs82 = errors;
if(typeof data45 !== "boolean"){
const err46 = {instancePath:instancePath+"/seo/indexHiddenPages",schemaPath:"#/properties/seo/properties/indexHiddenPages/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema0.properties.seo.properties.indexHiddenPages.type,parentSchema:schema0.properties.seo.properties.indexHiddenPages,data:data45};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
const _errs83 = errors;
var valid13 = _errs82 === errors;
}
}
else {
const err47 = {instancePath:instancePath+"/seo",schemaPath:"#/properties/seo/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.properties.seo.type,parentSchema:schema0.properties.seo,data:data44};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var valid0 = _errs79 === errors;
}
if(data.theme !== undefined){
let data46 = data.theme;
const _errs84 = errors;
if(typeof data46 !== "string"){
const err48 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.theme.type,parentSchema:schema0.properties.theme,data:data46};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
const _errs85 = errors;
const vSchema4 = schema0.properties.theme.enum;
if(!((((((((((((data46 === "mint") || (data46 === "maple")) || (data46 === "palm")) || (data46 === "willow")) || (data46 === "linden")) || (data46 === "almond")) || (data46 === "aspen")) || (data46 === "sequoia")) || (data46 === "luma")) || (data46 === "venus")) || (data46 === "quill")) || (data46 === "prism"))){
const err49 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/enum",keyword:"enum",params:{allowedValues: schema0.properties.theme.enum},message:"must be equal to one of the allowed values",schema:schema0.properties.theme.enum,parentSchema:schema0.properties.theme,data:data46};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var valid0 = _errs84 === errors;
}
if(data.topbar !== undefined){
let data47 = data.topbar;
const _errs86 = errors;
if(!(validate100(data47, {instancePath:instancePath+"/topbar",parentData:data,parentDataProperty:"topbar",rootData}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs86 === errors;
}
}
else {
const err50 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.type,parentSchema:schema0,data};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}

/** Validate a parsed value against `siteSchema`; on failure, ajv's errors are on `.errors`. */
export const validateSiteJson = validate0 as unknown as ValidateFunction;
