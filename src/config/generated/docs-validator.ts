// @ts-nocheck
// Generated from src/config/docs-json/schema by scripts/generate-validators.js (npm run gen:validators); do not edit.
import type { ValidateFunction } from 'ajv';
import { createRequire } from 'node:module';
import { docsSchema } from '../docs-json/schema/index.js';

const require = createRequire(import.meta.url);

const schema0 = docsSchema;
const func0 = Object.prototype.hasOwnProperty;
const func1 = require("ajv/dist/runtime/ucs2length").default;
const schema1 = docsSchema.definitions.colors;
const schema2 = docsSchema.definitions.hexColor;
const pattern0 = new RegExp("^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", "u");

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(typeof data === "string"){
if(!pattern0.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"},message:"must match pattern \""+"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"+"\"",schema:"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",parentSchema:schema2,data};
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
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema2.type,parentSchema:schema2,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate2.errors = vErrors;
return errors === 0;
}


function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.primary === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "primary"},message:"must have required property '"+"primary"+"'",schema:schema1.required,parentSchema:schema1,data};
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
if(!(((key0 === "primary") || (key0 === "light")) || (key0 === "dark"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema1,data};
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
if(!(validate2(data0, {instancePath:instancePath+"/primary",parentData:data,parentDataProperty:"primary",rootData}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
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
if(!(validate2(data1, {instancePath:instancePath+"/light",parentData:data,parentDataProperty:"light",rootData}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
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
if(!(validate2(data2, {instancePath:instancePath+"/dark",parentData:data,parentDataProperty:"dark",rootData}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
else {
}
var valid3 = _errs7 === errors;
var valid0 = _errs6 === errors;
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema1.type,parentSchema:schema1,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}

const schema3 = docsSchema.definitions.logo;

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(data.light === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "light"},message:"must have required property '"+"light"+"'",schema:schema3.required,parentSchema:schema3,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.dark === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dark"},message:"must have required property '"+"dark"+"'",schema:schema3.required,parentSchema:schema3,data};
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
if(!(((key0 === "light") || (key0 === "dark")) || (key0 === "href"))){
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
if(data.light !== undefined){
let data0 = data.light;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err5 = {instancePath:instancePath+"/light",schemaPath:"#/properties/light/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema3.properties.light,data:data0};
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
const err6 = {instancePath:instancePath+"/light",schemaPath:"#/properties/light/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema3.properties.light.type,parentSchema:schema3.properties.light,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid0 = _errs2 === errors;
}
if(data.dark !== undefined){
let data1 = data.dark;
const _errs4 = errors;
const _errs5 = errors;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/dark",schemaPath:"#/properties/dark/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema3.properties.dark,data:data1};
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
const err8 = {instancePath:instancePath+"/dark",schemaPath:"#/properties/dark/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema3.properties.dark.type,parentSchema:schema3.properties.dark,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid0 = _errs4 === errors;
}
if(data.href !== undefined){
let data2 = data.href;
const _errs6 = errors;
const _errs7 = errors;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err9 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema3.properties.href,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema3.properties.href.type,parentSchema:schema3.properties.href,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid0 = _errs6 === errors;
}
}
validate7.errors = vErrors;
return errors === 0;
}

const schema4 = docsSchema.definitions.favicon;

function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((typeof data !== "string") && (!(data && typeof data == "object" && !Array.isArray(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema4.type},message:"must be string,object",schema:schema4.type,parentSchema:schema4,data};
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
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema4,data};
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
if(data.light === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "light"},message:"must have required property '"+"light"+"'",schema:schema4.required,parentSchema:schema4,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.dark === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dark"},message:"must have required property '"+"dark"+"'",schema:schema4.required,parentSchema:schema4,data};
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
if(!((key0 === "light") || (key0 === "dark"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema4,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.light !== undefined){
let data0 = data.light;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err5 = {instancePath:instancePath+"/light",schemaPath:"#/properties/light/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema4.properties.light,data:data0};
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
const err6 = {instancePath:instancePath+"/light",schemaPath:"#/properties/light/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema4.properties.light.type,parentSchema:schema4.properties.light,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid0 = _errs2 === errors;
}
if(data.dark !== undefined){
let data1 = data.dark;
const _errs4 = errors;
const _errs5 = errors;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/dark",schemaPath:"#/properties/dark/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema4.properties.dark,data:data1};
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
const err8 = {instancePath:instancePath+"/dark",schemaPath:"#/properties/dark/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema4.properties.dark.type,parentSchema:schema4.properties.dark,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid0 = _errs4 === errors;
}
}
validate9.errors = vErrors;
return errors === 0;
}

const schema5 = docsSchema.definitions.appearance;

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "default") || (key0 === "strict"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema5,data};
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
const err1 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema5.properties.default.type,parentSchema:schema5.properties.default,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs3 = errors;
const vSchema0 = schema5.properties.default.enum;
if(!(((data0 === "system") || (data0 === "light")) || (data0 === "dark"))){
const err2 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/enum",keyword:"enum",params:{allowedValues: schema5.properties.default.enum},message:"must be equal to one of the allowed values",schema:schema5.properties.default.enum,parentSchema:schema5.properties.default,data:data0};
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
if(data.strict !== undefined){
let data1 = data.strict;
const _errs4 = errors;
if(typeof data1 !== "boolean"){
const err3 = {instancePath:instancePath+"/strict",schemaPath:"#/properties/strict/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema5.properties.strict.type,parentSchema:schema5.properties.strict,data:data1};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema5.type,parentSchema:schema5,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

const schema6 = docsSchema.definitions.background;

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "image") || (key0 === "color")) || (key0 === "decoration"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema6,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.image !== undefined){
let data0 = data.image;
const _errs2 = errors;
if((typeof data0 !== "string") && (!(data0 && typeof data0 == "object" && !Array.isArray(data0)))){
const err1 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/type",keyword:"type",params:{type: schema6.properties.image.type},message:"must be string,object",schema:schema6.properties.image.type,parentSchema:schema6.properties.image,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs3 = errors;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema6.properties.image,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.light === undefined){
const err3 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/required",keyword:"required",params:{missingProperty: "light"},message:"must have required property '"+"light"+"'",schema:schema6.properties.image.required,parentSchema:schema6.properties.image,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.dark === undefined){
const err4 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/required",keyword:"required",params:{missingProperty: "dark"},message:"must have required property '"+"dark"+"'",schema:schema6.properties.image.required,parentSchema:schema6.properties.image,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs4 = errors;
for(const key1 in data0){
if(!((key1 === "light") || (key1 === "dark"))){
const err5 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema6.properties.image,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.light !== undefined){
let data1 = data0.light;
const _errs5 = errors;
const _errs6 = errors;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/image/light",schemaPath:"#/properties/image/properties/light/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema6.properties.image.properties.light,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/image/light",schemaPath:"#/properties/image/properties/light/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema6.properties.image.properties.light.type,parentSchema:schema6.properties.image.properties.light,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid1 = _errs5 === errors;
}
if(data0.dark !== undefined){
let data2 = data0.dark;
const _errs7 = errors;
const _errs8 = errors;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err8 = {instancePath:instancePath+"/image/dark",schemaPath:"#/properties/image/properties/dark/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema6.properties.image.properties.dark,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/image/dark",schemaPath:"#/properties/image/properties/dark/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema6.properties.image.properties.dark.type,parentSchema:schema6.properties.image.properties.dark,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid1 = _errs7 === errors;
}
}
var valid0 = _errs2 === errors;
}
if(data.color !== undefined){
let data3 = data.color;
const _errs9 = errors;
const _errs10 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
const _errs11 = errors;
for(const key2 in data3){
if(!((key2 === "light") || (key2 === "dark"))){
const err10 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema6.properties.color,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.light !== undefined){
let data4 = data3.light;
const _errs12 = errors;
const _errs13 = errors;
if(!(validate2(data4, {instancePath:instancePath+"/color/light",parentData:data3,parentDataProperty:"light",rootData}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
else {
}
var valid3 = _errs13 === errors;
var valid2 = _errs12 === errors;
}
if(data3.dark !== undefined){
let data5 = data3.dark;
const _errs14 = errors;
const _errs15 = errors;
if(!(validate2(data5, {instancePath:instancePath+"/color/dark",parentData:data3,parentDataProperty:"dark",rootData}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
else {
}
var valid4 = _errs15 === errors;
var valid2 = _errs14 === errors;
}
}
else {
const err11 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema6.properties.color.type,parentSchema:schema6.properties.color,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var valid0 = _errs9 === errors;
}
if(data.decoration !== undefined){
let data6 = data.decoration;
const _errs16 = errors;
if(typeof data6 !== "string"){
const err12 = {instancePath:instancePath+"/decoration",schemaPath:"#/properties/decoration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema6.properties.decoration.type,parentSchema:schema6.properties.decoration,data:data6};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const _errs17 = errors;
const vSchema0 = schema6.properties.decoration.enum;
if(!(((data6 === "gradient") || (data6 === "grid")) || (data6 === "windows"))){
const err13 = {instancePath:instancePath+"/decoration",schemaPath:"#/properties/decoration/enum",keyword:"enum",params:{allowedValues: schema6.properties.decoration.enum},message:"must be equal to one of the allowed values",schema:schema6.properties.decoration.enum,parentSchema:schema6.properties.decoration,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid0 = _errs16 === errors;
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema6.type,parentSchema:schema6,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

const schema7 = docsSchema.definitions.icons;

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.library === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "library"},message:"must have required property '"+"library"+"'",schema:schema7.required,parentSchema:schema7,data};
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
if(!(key0 === "library")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema7,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.library !== undefined){
let data0 = data.library;
const _errs2 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/library",schemaPath:"#/properties/library/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema7.properties.library.type,parentSchema:schema7.properties.library,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs3 = errors;
const vSchema0 = schema7.properties.library.enum;
if(!(((data0 === "fontawesome") || (data0 === "lucide")) || (data0 === "tabler"))){
const err3 = {instancePath:instancePath+"/library",schemaPath:"#/properties/library/enum",keyword:"enum",params:{allowedValues: schema7.properties.library.enum},message:"must be equal to one of the allowed values",schema:schema7.properties.library.enum,parentSchema:schema7.properties.library,data:data0};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema7.type,parentSchema:schema7,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

const schema8 = docsSchema.definitions.navbar;
const schema9 = docsSchema.definitions.navbarLink;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
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
if(data.type !== undefined){
let data0 = data.type;
const _errs3 = errors;
const vSchema0 = schema9.if.properties.type.enum;
if(!((data0 === "github") || (data0 === "discord"))){
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
if(!_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.label === undefined){
const err2 = {instancePath,schemaPath:"#/else/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema9.else.required,parentSchema:schema9.else,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "else"},message:"must match \"else\" schema",schema:schema9.if,parentSchema:schema9,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.href === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'",schema:schema9.required,parentSchema:schema9,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs5 = errors;
for(const key0 in data){
if(!((((key0 === "label") || (key0 === "href")) || (key0 === "type")) || (key0 === "icon"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema9,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.label !== undefined){
let data1 = data.label;
const _errs6 = errors;
const _errs7 = errors;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema9.properties.label,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema9.properties.label.type,parentSchema:schema9.properties.label,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid2 = _errs6 === errors;
}
if(data.href !== undefined){
let data2 = data.href;
const _errs8 = errors;
const _errs9 = errors;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err8 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema9.properties.href,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema9.properties.href.type,parentSchema:schema9.properties.href,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid2 = _errs8 === errors;
}
if(data.type !== undefined){
let data3 = data.type;
const _errs10 = errors;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema9.properties.type.type,parentSchema:schema9.properties.type,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs11 = errors;
const vSchema1 = schema9.properties.type.enum;
if(!((data3 === "github") || (data3 === "discord"))){
const err11 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema9.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema9.properties.type.enum,parentSchema:schema9.properties.type,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var valid2 = _errs10 === errors;
}
if(data.icon !== undefined){
let data4 = data.icon;
const _errs12 = errors;
const _errs13 = errors;
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err12 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema9.properties.icon,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema9.properties.icon.type,parentSchema:schema9.properties.icon,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid2 = _errs12 === errors;
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema9.type,parentSchema:schema9,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}

const schema10 = docsSchema.definitions.navbarPrimary;

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
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
if(data.type !== undefined){
let data0 = data.type;
const _errs3 = errors;
if("button" !== data0){
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
if(data.label === undefined){
const err2 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema10.then.required,parentSchema:schema10.then,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema10.if,parentSchema:schema10,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema10.required,parentSchema:schema10,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.href === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'",schema:schema10.required,parentSchema:schema10,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs5 = errors;
for(const key0 in data){
if(!(((key0 === "type") || (key0 === "label")) || (key0 === "href"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema10,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.type !== undefined){
let data1 = data.type;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema10.properties.type.type,parentSchema:schema10.properties.type,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs7 = errors;
const vSchema0 = schema10.properties.type.enum;
if(!(((data1 === "button") || (data1 === "github")) || (data1 === "discord"))){
const err8 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema10.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema10.properties.type.enum,parentSchema:schema10.properties.type,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid2 = _errs6 === errors;
}
if(data.label !== undefined){
let data2 = data.label;
const _errs8 = errors;
const _errs9 = errors;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err9 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema10.properties.label,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema10.properties.label.type,parentSchema:schema10.properties.label,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid2 = _errs8 === errors;
}
if(data.href !== undefined){
let data3 = data.href;
const _errs10 = errors;
const _errs11 = errors;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err11 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema10.properties.href,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema10.properties.href.type,parentSchema:schema10.properties.href,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var valid2 = _errs10 === errors;
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema10.type,parentSchema:schema10,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}


function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "links") || (key0 === "primary"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema8,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.links !== undefined){
let data0 = data.links;
const _errs2 = errors;
const _errs3 = errors;
if(Array.isArray(data0)){
let valid2 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs4 = errors;
if(!(validate20(data1, {instancePath:instancePath+"/links/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
errors = vErrors.length;
}
else {
}
var valid1 = _errs4 === errors;
if(!valid1){
valid2 = false;
}
}
}
else {
const err1 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema8.properties.links.type,parentSchema:schema8.properties.links,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid0 = _errs2 === errors;
}
if(data.primary !== undefined){
let data2 = data.primary;
const _errs5 = errors;
if(!(validate22(data2, {instancePath:instancePath+"/primary",parentData:data,parentDataProperty:"primary",rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs5 === errors;
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema8.type,parentSchema:schema8,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}

const schema11 = docsSchema.definitions.navigation;
const schema12 = docsSchema.definitions.global;
const schema13 = docsSchema.definitions.globalLanguages;
const schema14 = docsSchema.definitions.href;

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(typeof data === "string"){
if(func1(data) < 1){
const err0 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14,data};
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
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.type,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}


function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
const _errs2 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.language === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'",schema:schema13.items.required,parentSchema:schema13.items,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.href === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'",schema:schema13.items.required,parentSchema:schema13.items,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs3 = errors;
for(const key0 in data0){
if(!((((key0 === "language") || (key0 === "default")) || (key0 === "hidden")) || (key0 === "href"))){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema13.items,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.language !== undefined){
let data1 = data0.language;
const _errs4 = errors;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/" + i0+"/language",schemaPath:"#/items/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.items.properties.language.type,parentSchema:schema13.items.properties.language,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs5 = errors;
const vSchema0 = schema13.items.properties.language.enum;
if(!((((((((((((((((((((((((((((((((((((((((data1 === "en") || (data1 === "cn")) || (data1 === "zh")) || (data1 === "zh-Hans")) || (data1 === "zh-Hant")) || (data1 === "zh-CN")) || (data1 === "zh-TW")) || (data1 === "es")) || (data1 === "fr")) || (data1 === "fr-CA")) || (data1 === "fr-ca")) || (data1 === "ja")) || (data1 === "jp")) || (data1 === "ja-jp")) || (data1 === "ja-JP")) || (data1 === "pt")) || (data1 === "pt-BR")) || (data1 === "de")) || (data1 === "ko")) || (data1 === "it")) || (data1 === "ru")) || (data1 === "ro")) || (data1 === "cs")) || (data1 === "id")) || (data1 === "ar")) || (data1 === "tr")) || (data1 === "hi")) || (data1 === "sv")) || (data1 === "no")) || (data1 === "da")) || (data1 === "lv")) || (data1 === "nl")) || (data1 === "uk")) || (data1 === "vi")) || (data1 === "pl")) || (data1 === "uz")) || (data1 === "he")) || (data1 === "ca")) || (data1 === "fi")) || (data1 === "hu"))){
const err4 = {instancePath:instancePath+"/" + i0+"/language",schemaPath:"#/items/properties/language/enum",keyword:"enum",params:{allowedValues: schema13.items.properties.language.enum},message:"must be equal to one of the allowed values",schema:schema13.items.properties.language.enum,parentSchema:schema13.items.properties.language,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid2 = _errs4 === errors;
}
if(data0.default !== undefined){
let data2 = data0.default;
const _errs6 = errors;
if(typeof data2 !== "boolean"){
const err5 = {instancePath:instancePath+"/" + i0+"/default",schemaPath:"#/items/properties/default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema13.items.properties.default.type,parentSchema:schema13.items.properties.default,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs7 = errors;
var valid2 = _errs6 === errors;
}
if(data0.hidden !== undefined){
let data3 = data0.hidden;
const _errs8 = errors;
if(typeof data3 !== "boolean"){
const err6 = {instancePath:instancePath+"/" + i0+"/hidden",schemaPath:"#/items/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema13.items.properties.hidden.type,parentSchema:schema13.items.properties.hidden,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs9 = errors;
var valid2 = _errs8 === errors;
}
if(data0.href !== undefined){
let data4 = data0.href;
const _errs10 = errors;
const _errs11 = errors;
if(!(validate28(data4, {instancePath:instancePath+"/" + i0+"/href",parentData:data0,parentDataProperty:"href",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
else {
}
var valid3 = _errs11 === errors;
var valid2 = _errs10 === errors;
}
}
else {
const err7 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.items.type,parentSchema:schema13.items,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid0 = _errs1 === errors;
if(!valid0){
valid1 = false;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema13.type,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}

const schema15 = docsSchema.definitions.globalVersions;

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
const _errs2 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.version === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:schema15.items.required,parentSchema:schema15.items,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.href === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'",schema:schema15.items.required,parentSchema:schema15.items,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs3 = errors;
for(const key0 in data0){
if(!(((((key0 === "version") || (key0 === "default")) || (key0 === "tag")) || (key0 === "hidden")) || (key0 === "href"))){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema15.items,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.version !== undefined){
let data1 = data0.version;
const _errs4 = errors;
const _errs5 = errors;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err3 = {instancePath:instancePath+"/" + i0+"/version",schemaPath:"#/items/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema15.items.properties.version,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/" + i0+"/version",schemaPath:"#/items/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.items.properties.version.type,parentSchema:schema15.items.properties.version,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid2 = _errs4 === errors;
}
if(data0.default !== undefined){
let data2 = data0.default;
const _errs6 = errors;
if(typeof data2 !== "boolean"){
const err5 = {instancePath:instancePath+"/" + i0+"/default",schemaPath:"#/items/properties/default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema15.items.properties.default.type,parentSchema:schema15.items.properties.default,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs7 = errors;
var valid2 = _errs6 === errors;
}
if(data0.tag !== undefined){
let data3 = data0.tag;
const _errs8 = errors;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/" + i0+"/tag",schemaPath:"#/items/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.items.properties.tag.type,parentSchema:schema15.items.properties.tag,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs9 = errors;
var valid2 = _errs8 === errors;
}
if(data0.hidden !== undefined){
let data4 = data0.hidden;
const _errs10 = errors;
if(typeof data4 !== "boolean"){
const err7 = {instancePath:instancePath+"/" + i0+"/hidden",schemaPath:"#/items/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema15.items.properties.hidden.type,parentSchema:schema15.items.properties.hidden,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs11 = errors;
var valid2 = _errs10 === errors;
}
if(data0.href !== undefined){
let data5 = data0.href;
const _errs12 = errors;
const _errs13 = errors;
if(!(validate28(data5, {instancePath:instancePath+"/" + i0+"/href",parentData:data0,parentDataProperty:"href",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
else {
}
var valid3 = _errs13 === errors;
var valid2 = _errs12 === errors;
}
}
else {
const err8 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema15.items.type,parentSchema:schema15.items,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid0 = _errs1 === errors;
if(!valid0){
valid1 = false;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema15.type,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}

const schema16 = docsSchema.definitions.globalTabs;
const schema17 = docsSchema.definitions.icon;

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((typeof data !== "string") && (!(data && typeof data == "object" && !Array.isArray(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema17.type},message:"must be string,object",schema:schema17.type,parentSchema:schema17,data};
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
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema17,data};
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
if(data.name === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema17.required,parentSchema:schema17,data};
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
if(!(((key0 === "name") || (key0 === "style")) || (key0 === "library"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema17.properties.name,data:data0};
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
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.name.type,parentSchema:schema17.properties.name,data:data0};
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
if(data.style !== undefined){
let data1 = data.style;
const _errs4 = errors;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.style.type,parentSchema:schema17.properties.style,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs5 = errors;
const vSchema0 = schema17.properties.style.enum;
if(!(((((((((((data1 === "brands") || (data1 === "duotone")) || (data1 === "light")) || (data1 === "sharp-solid")) || (data1 === "solid")) || (data1 === "thin")) || (data1 === "regular")) || (data1 === "sharp-regular")) || (data1 === "sharp-light")) || (data1 === "sharp-thin")) || (data1 === "sharp-duotone-solid"))){
const err7 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/enum",keyword:"enum",params:{allowedValues: schema17.properties.style.enum},message:"must be equal to one of the allowed values",schema:schema17.properties.style.enum,parentSchema:schema17.properties.style,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid0 = _errs4 === errors;
}
}
validate35.errors = vErrors;
return errors === 0;
}


function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
const _errs2 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.tab === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "tab"},message:"must have required property '"+"tab"+"'",schema:schema16.items.required,parentSchema:schema16.items,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.href === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'",schema:schema16.items.required,parentSchema:schema16.items,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs3 = errors;
for(const key0 in data0){
if(!((((key0 === "tab") || (key0 === "icon")) || (key0 === "hidden")) || (key0 === "href"))){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema16.items,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.tab !== undefined){
let data1 = data0.tab;
const _errs4 = errors;
const _errs5 = errors;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err3 = {instancePath:instancePath+"/" + i0+"/tab",schemaPath:"#/items/properties/tab/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.items.properties.tab,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/" + i0+"/tab",schemaPath:"#/items/properties/tab/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.items.properties.tab.type,parentSchema:schema16.items.properties.tab,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid2 = _errs4 === errors;
}
if(data0.icon !== undefined){
let data2 = data0.icon;
const _errs6 = errors;
if(!(validate35(data2, {instancePath:instancePath+"/" + i0+"/icon",parentData:data0,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
else {
}
var valid2 = _errs6 === errors;
}
if(data0.hidden !== undefined){
let data3 = data0.hidden;
const _errs7 = errors;
if(typeof data3 !== "boolean"){
const err5 = {instancePath:instancePath+"/" + i0+"/hidden",schemaPath:"#/items/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema16.items.properties.hidden.type,parentSchema:schema16.items.properties.hidden,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs8 = errors;
var valid2 = _errs7 === errors;
}
if(data0.href !== undefined){
let data4 = data0.href;
const _errs9 = errors;
const _errs10 = errors;
if(!(validate28(data4, {instancePath:instancePath+"/" + i0+"/href",parentData:data0,parentDataProperty:"href",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
else {
}
var valid3 = _errs10 === errors;
var valid2 = _errs9 === errors;
}
}
else {
const err6 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.items.type,parentSchema:schema16.items,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid0 = _errs1 === errors;
if(!valid0){
valid1 = false;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.type,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}

const schema18 = docsSchema.definitions.globalDropdowns;
const schema19 = docsSchema.definitions.divisionColor;

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "light") || (key0 === "dark"))){
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
if(data.light !== undefined){
let data0 = data.light;
const _errs2 = errors;
const _errs3 = errors;
if(!(validate2(data0, {instancePath:instancePath+"/light",parentData:data,parentDataProperty:"light",rootData}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
else {
}
var valid1 = _errs3 === errors;
var valid0 = _errs2 === errors;
}
if(data.dark !== undefined){
let data1 = data.dark;
const _errs4 = errors;
const _errs5 = errors;
if(!(validate2(data1, {instancePath:instancePath+"/dark",parentData:data,parentDataProperty:"dark",rootData}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
else {
}
var valid2 = _errs5 === errors;
var valid0 = _errs4 === errors;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema19.type,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate41.errors = vErrors;
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
const _errs2 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.dropdown === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "dropdown"},message:"must have required property '"+"dropdown"+"'",schema:schema18.items.required,parentSchema:schema18.items,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.href === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'",schema:schema18.items.required,parentSchema:schema18.items,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs3 = errors;
for(const key0 in data0){
if(!((((((key0 === "dropdown") || (key0 === "icon")) || (key0 === "color")) || (key0 === "description")) || (key0 === "hidden")) || (key0 === "href"))){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema18.items,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.dropdown !== undefined){
let data1 = data0.dropdown;
const _errs4 = errors;
const _errs5 = errors;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err3 = {instancePath:instancePath+"/" + i0+"/dropdown",schemaPath:"#/items/properties/dropdown/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema18.items.properties.dropdown,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/" + i0+"/dropdown",schemaPath:"#/items/properties/dropdown/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.items.properties.dropdown.type,parentSchema:schema18.items.properties.dropdown,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid2 = _errs4 === errors;
}
if(data0.icon !== undefined){
let data2 = data0.icon;
const _errs6 = errors;
if(!(validate35(data2, {instancePath:instancePath+"/" + i0+"/icon",parentData:data0,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
else {
}
var valid2 = _errs6 === errors;
}
if(data0.color !== undefined){
let data3 = data0.color;
const _errs7 = errors;
if(!(validate41(data3, {instancePath:instancePath+"/" + i0+"/color",parentData:data0,parentDataProperty:"color",rootData}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
else {
}
var valid2 = _errs7 === errors;
}
if(data0.description !== undefined){
let data4 = data0.description;
const _errs8 = errors;
if(typeof data4 !== "string"){
const err5 = {instancePath:instancePath+"/" + i0+"/description",schemaPath:"#/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.items.properties.description.type,parentSchema:schema18.items.properties.description,data:data4};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs9 = errors;
var valid2 = _errs8 === errors;
}
if(data0.hidden !== undefined){
let data5 = data0.hidden;
const _errs10 = errors;
if(typeof data5 !== "boolean"){
const err6 = {instancePath:instancePath+"/" + i0+"/hidden",schemaPath:"#/items/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.items.properties.hidden.type,parentSchema:schema18.items.properties.hidden,data:data5};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs11 = errors;
var valid2 = _errs10 === errors;
}
if(data0.href !== undefined){
let data6 = data0.href;
const _errs12 = errors;
const _errs13 = errors;
if(!(validate28(data6, {instancePath:instancePath+"/" + i0+"/href",parentData:data0,parentDataProperty:"href",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
else {
}
var valid3 = _errs13 === errors;
var valid2 = _errs12 === errors;
}
}
else {
const err7 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.items.type,parentSchema:schema18.items,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid0 = _errs1 === errors;
if(!valid0){
valid1 = false;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema18.type,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}

const schema20 = docsSchema.definitions.globalAnchors;

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
const _errs2 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.anchor === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "anchor"},message:"must have required property '"+"anchor"+"'",schema:schema20.items.required,parentSchema:schema20.items,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.href === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'",schema:schema20.items.required,parentSchema:schema20.items,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs3 = errors;
for(const key0 in data0){
if(!(((((key0 === "anchor") || (key0 === "icon")) || (key0 === "color")) || (key0 === "hidden")) || (key0 === "href"))){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema20.items,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.anchor !== undefined){
let data1 = data0.anchor;
const _errs4 = errors;
const _errs5 = errors;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err3 = {instancePath:instancePath+"/" + i0+"/anchor",schemaPath:"#/items/properties/anchor/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema20.items.properties.anchor,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/" + i0+"/anchor",schemaPath:"#/items/properties/anchor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.items.properties.anchor.type,parentSchema:schema20.items.properties.anchor,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid2 = _errs4 === errors;
}
if(data0.icon !== undefined){
let data2 = data0.icon;
const _errs6 = errors;
if(!(validate35(data2, {instancePath:instancePath+"/" + i0+"/icon",parentData:data0,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
else {
}
var valid2 = _errs6 === errors;
}
if(data0.color !== undefined){
let data3 = data0.color;
const _errs7 = errors;
if(!(validate41(data3, {instancePath:instancePath+"/" + i0+"/color",parentData:data0,parentDataProperty:"color",rootData}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
else {
}
var valid2 = _errs7 === errors;
}
if(data0.hidden !== undefined){
let data4 = data0.hidden;
const _errs8 = errors;
if(typeof data4 !== "boolean"){
const err5 = {instancePath:instancePath+"/" + i0+"/hidden",schemaPath:"#/items/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema20.items.properties.hidden.type,parentSchema:schema20.items.properties.hidden,data:data4};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs9 = errors;
var valid2 = _errs8 === errors;
}
if(data0.href !== undefined){
let data5 = data0.href;
const _errs10 = errors;
const _errs11 = errors;
if(!(validate28(data5, {instancePath:instancePath+"/" + i0+"/href",parentData:data0,parentDataProperty:"href",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
else {
}
var valid3 = _errs11 === errors;
var valid2 = _errs10 === errors;
}
}
else {
const err6 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema20.items.type,parentSchema:schema20.items,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid0 = _errs1 === errors;
if(!valid0){
valid1 = false;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema20.type,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate47.errors = vErrors;
return errors === 0;
}

const schema21 = docsSchema.definitions.globalProducts;

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
const _errs2 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.product === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "product"},message:"must have required property '"+"product"+"'",schema:schema21.items.required,parentSchema:schema21.items,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.href === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'",schema:schema21.items.required,parentSchema:schema21.items,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs3 = errors;
for(const key0 in data0){
if(!(((((((key0 === "product") || (key0 === "name")) || (key0 === "icon")) || (key0 === "color")) || (key0 === "description")) || (key0 === "hidden")) || (key0 === "href"))){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema21.items,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.product !== undefined){
let data1 = data0.product;
const _errs4 = errors;
const _errs5 = errors;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err3 = {instancePath:instancePath+"/" + i0+"/product",schemaPath:"#/items/properties/product/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema21.items.properties.product,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/" + i0+"/product",schemaPath:"#/items/properties/product/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.items.properties.product.type,parentSchema:schema21.items.properties.product,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid2 = _errs4 === errors;
}
if(data0.name !== undefined){
let data2 = data0.name;
const _errs6 = errors;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/" + i0+"/name",schemaPath:"#/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.items.properties.name.type,parentSchema:schema21.items.properties.name,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs7 = errors;
var valid2 = _errs6 === errors;
}
if(data0.icon !== undefined){
let data3 = data0.icon;
const _errs8 = errors;
if(!(validate35(data3, {instancePath:instancePath+"/" + i0+"/icon",parentData:data0,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
else {
}
var valid2 = _errs8 === errors;
}
if(data0.color !== undefined){
let data4 = data0.color;
const _errs9 = errors;
if(!(validate41(data4, {instancePath:instancePath+"/" + i0+"/color",parentData:data0,parentDataProperty:"color",rootData}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
else {
}
var valid2 = _errs9 === errors;
}
if(data0.description !== undefined){
let data5 = data0.description;
const _errs10 = errors;
if(typeof data5 !== "string"){
const err6 = {instancePath:instancePath+"/" + i0+"/description",schemaPath:"#/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.items.properties.description.type,parentSchema:schema21.items.properties.description,data:data5};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs11 = errors;
var valid2 = _errs10 === errors;
}
if(data0.hidden !== undefined){
let data6 = data0.hidden;
const _errs12 = errors;
if(typeof data6 !== "boolean"){
const err7 = {instancePath:instancePath+"/" + i0+"/hidden",schemaPath:"#/items/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema21.items.properties.hidden.type,parentSchema:schema21.items.properties.hidden,data:data6};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs13 = errors;
var valid2 = _errs12 === errors;
}
if(data0.href !== undefined){
let data7 = data0.href;
const _errs14 = errors;
const _errs15 = errors;
if(!(validate28(data7, {instancePath:instancePath+"/" + i0+"/href",parentData:data0,parentDataProperty:"href",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
else {
}
var valid3 = _errs15 === errors;
var valid2 = _errs14 === errors;
}
}
else {
const err8 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema21.items.type,parentSchema:schema21.items,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid0 = _errs1 === errors;
if(!valid0){
valid1 = false;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema21.type,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}


function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "languages") || (key0 === "versions")) || (key0 === "tabs")) || (key0 === "dropdowns")) || (key0 === "anchors")) || (key0 === "products"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.languages !== undefined){
let data0 = data.languages;
const _errs2 = errors;
if(!(validate27(data0, {instancePath:instancePath+"/languages",parentData:data,parentDataProperty:"languages",rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs2 === errors;
}
if(data.versions !== undefined){
let data1 = data.versions;
const _errs3 = errors;
if(!(validate31(data1, {instancePath:instancePath+"/versions",parentData:data,parentDataProperty:"versions",rootData}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs3 === errors;
}
if(data.tabs !== undefined){
let data2 = data.tabs;
const _errs4 = errors;
if(!(validate34(data2, {instancePath:instancePath+"/tabs",parentData:data,parentDataProperty:"tabs",rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs4 === errors;
}
if(data.dropdowns !== undefined){
let data3 = data.dropdowns;
const _errs5 = errors;
if(!(validate39(data3, {instancePath:instancePath+"/dropdowns",parentData:data,parentDataProperty:"dropdowns",rootData}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs5 === errors;
}
if(data.anchors !== undefined){
let data4 = data.anchors;
const _errs6 = errors;
if(!(validate47(data4, {instancePath:instancePath+"/anchors",parentData:data,parentDataProperty:"anchors",rootData}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs6 === errors;
}
if(data.products !== undefined){
let data5 = data.products;
const _errs7 = errors;
if(!(validate52(data5, {instancePath:instancePath+"/products",parentData:data,parentDataProperty:"products",rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs7 === errors;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}

const schema22 = docsSchema.definitions.products;
const schema23 = docsSchema.definitions.product;
const schema24 = docsSchema.definitions.navOpenapi;
const schema25 = docsSchema.definitions.navOpenapiEntry;

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((typeof data !== "string") && (!(data && typeof data == "object" && !Array.isArray(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema25.type},message:"must be string,object",schema:schema25.type,parentSchema:schema25,data};
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
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema25,data};
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
if(data.source === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema25.required,parentSchema:schema25,data};
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
if(!(((key0 === "source") || (key0 === "directory")) || (key0 === "overlays"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema25,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.source !== undefined){
let data0 = data.source;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema25.properties.source,data:data0};
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
const err5 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.properties.source.type,parentSchema:schema25.properties.source,data:data0};
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
if(data.directory !== undefined){
let data1 = data.directory;
const _errs4 = errors;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/directory",schemaPath:"#/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.properties.directory.type,parentSchema:schema25.properties.directory,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs5 = errors;
var valid0 = _errs4 === errors;
}
}
validate64.errors = vErrors;
return errors === 0;
}


function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!data || typeof data != "object") && (typeof data !== "string")){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema24.type},message:"must be string,array,object",schema:schema24.type,parentSchema:schema24,data};
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
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(!(validate64(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema24.required,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs2 = errors;
for(const key0 in data){
if(!(((key0 === "source") || (key0 === "directory")) || (key0 === "overlays"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.source !== undefined){
let data1 = data.source;
const _errs3 = errors;
const _errs4 = errors;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err4 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema24.properties.source,data:data1};
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
const err5 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.properties.source.type,parentSchema:schema24.properties.source,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid2 = _errs3 === errors;
}
if(data.directory !== undefined){
let data2 = data.directory;
const _errs5 = errors;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/directory",schemaPath:"#/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.properties.directory.type,parentSchema:schema24.properties.directory,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs6 = errors;
var valid2 = _errs5 === errors;
}
}
validate63.errors = vErrors;
return errors === 0;
}

const schema26 = docsSchema.definitions.languages;
const schema27 = docsSchema.definitions.language;
const schema28 = docsSchema.definitions.versions;
const schema29 = docsSchema.definitions.version;
const schema30 = docsSchema.definitions.tabs;
const schema31 = docsSchema.definitions.tab;
const schema32 = docsSchema.definitions.searchable;

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate78.errors = null;
return true;
}

const schema33 = docsSchema.definitions.sdk;

function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate80.errors = null;
return true;
}

const schema34 = docsSchema.definitions.graphql;

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate82.errors = null;
return true;
}

const schema35 = docsSchema.definitions.dropdowns;
const schema36 = docsSchema.definitions.dropdown;
const schema37 = docsSchema.definitions.anchors;
const schema38 = docsSchema.definitions.anchor;
const schema39 = docsSchema.definitions.groups;
const schema40 = docsSchema.definitions.group;
const schema41 = docsSchema.definitions.pageEntry;
const schema42 = docsSchema.definitions.pages;
const wrapper11 = {validate: validate100};

function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(!(wrapper11.validate(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? wrapper11.validate.errors : vErrors.concat(wrapper11.validate.errors);
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
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema42.type,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate101.errors = vErrors;
return errors === 0;
}

const schema43 = docsSchema.definitions.directory;

function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate106.errors = null;
return true;
}

const schema44 = docsSchema.definitions.asyncapi;

function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!data || typeof data != "object") && (typeof data !== "string")){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema44.type},message:"must be string,array,object",schema:schema44.type,parentSchema:schema44,data};
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
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
const _errs2 = errors;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema44.items,data:data0};
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
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.items.type,parentSchema:schema44.items,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid0 = _errs1 === errors;
if(!valid0){
valid1 = false;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema44.required,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs3 = errors;
for(const key0 in data){
if(!((key0 === "source") || (key0 === "directory"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.source !== undefined){
let data1 = data.source;
const _errs4 = errors;
const _errs5 = errors;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema44.properties.source,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.source.type,parentSchema:schema44.properties.source,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid2 = _errs4 === errors;
}
if(data.directory !== undefined){
let data2 = data.directory;
const _errs6 = errors;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/directory",schemaPath:"#/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.directory.type,parentSchema:schema44.properties.directory,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const _errs7 = errors;
var valid2 = _errs6 === errors;
}
}
validate108.errors = vErrors;
return errors === 0;
}


function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((typeof data !== "string") && (!(data && typeof data == "object" && !Array.isArray(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema41.type},message:"must be string,object",schema:schema41.type,parentSchema:schema41,data};
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
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema41,data};
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
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "group"},message:"must have required property '"+"group"+"'",schema:schema41.required,parentSchema:schema41,data};
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
if(!(func0.call(schema41.properties, key0))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.group !== undefined){
let data0 = data.group;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/group",schemaPath:"#/properties/group/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema41.properties.group,data:data0};
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
const err5 = {instancePath:instancePath+"/group",schemaPath:"#/properties/group/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.group.type,parentSchema:schema41.properties.group,data:data0};
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
if(data.pages !== undefined){
let data1 = data.pages;
const _errs4 = errors;
if(!(validate101(data1, {instancePath:instancePath+"/pages",parentData:data,parentDataProperty:"pages",rootData}))){
vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs4 === errors;
}
if(data.icon !== undefined){
let data2 = data.icon;
const _errs5 = errors;
if(!(validate35(data2, {instancePath:instancePath+"/icon",parentData:data,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs5 === errors;
}
if(data.tag !== undefined){
let data3 = data.tag;
const _errs6 = errors;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.tag.type,parentSchema:schema41.properties.tag,data:data3};
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
if(data.expanded !== undefined){
let data4 = data.expanded;
const _errs8 = errors;
if(typeof data4 !== "boolean"){
const err7 = {instancePath:instancePath+"/expanded",schemaPath:"#/properties/expanded/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema41.properties.expanded.type,parentSchema:schema41.properties.expanded,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs9 = errors;
var valid0 = _errs8 === errors;
}
if(data.hidden !== undefined){
let data5 = data.hidden;
const _errs10 = errors;
if(typeof data5 !== "boolean"){
const err8 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema41.properties.hidden.type,parentSchema:schema41.properties.hidden,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const _errs11 = errors;
var valid0 = _errs10 === errors;
}
if(data.root !== undefined){
let data6 = data.root;
const _errs12 = errors;
const _errs13 = errors;
if(typeof data6 === "string"){
if(func1(data6) < 1){
const err9 = {instancePath:instancePath+"/root",schemaPath:"#/properties/root/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema41.properties.root,data:data6};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/root",schemaPath:"#/properties/root/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.root.type,parentSchema:schema41.properties.root,data:data6};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid0 = _errs12 === errors;
}
if(data.openapi !== undefined){
let data7 = data.openapi;
const _errs14 = errors;
if(!(validate63(data7, {instancePath:instancePath+"/openapi",parentData:data,parentDataProperty:"openapi",rootData}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs14 === errors;
}
if(data.searchable !== undefined){
let data8 = data.searchable;
const _errs15 = errors;
if(!(validate78(data8, {instancePath:instancePath+"/searchable",parentData:data,parentDataProperty:"searchable",rootData}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs15 === errors;
}
if(data.directory !== undefined){
let data9 = data.directory;
const _errs16 = errors;
if(!(validate106(data9, {instancePath:instancePath+"/directory",parentData:data,parentDataProperty:"directory",rootData}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs16 === errors;
}
if(data.asyncapi !== undefined){
let data10 = data.asyncapi;
const _errs17 = errors;
if(!(validate108(data10, {instancePath:instancePath+"/asyncapi",parentData:data,parentDataProperty:"asyncapi",rootData}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs17 === errors;
}
if(data.sdk !== undefined){
let data11 = data.sdk;
const _errs18 = errors;
if(!(validate80(data11, {instancePath:instancePath+"/sdk",parentData:data,parentDataProperty:"sdk",rootData}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs18 === errors;
}
}
validate100.errors = vErrors;
return errors === 0;
}


function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data};
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
if(!(validate100(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs1 === errors;
validate99.errors = vErrors;
return errors === 0;
}


function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(!(validate99(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
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
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema39.type,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate98.errors = vErrors;
return errors === 0;
}

const schema45 = docsSchema.definitions.nestedGlobal;

function validate115(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate26(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs0 === errors;
validate115.errors = vErrors;
return errors === 0;
}

const wrapper0 = {validate: validate67};
const wrapper2 = {validate: validate71};
const wrapper8 = {validate: validate86};
const wrapper5 = {validate: validate75};
const wrapper10 = {validate: validate58};

function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.anchor === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "anchor"},message:"must have required property '"+"anchor"+"'",schema:schema38.required,parentSchema:schema38,data};
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
if(!(func0.call(schema38.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.anchor !== undefined){
let data0 = data.anchor;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/anchor",schemaPath:"#/properties/anchor/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema38.properties.anchor,data:data0};
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
const err3 = {instancePath:instancePath+"/anchor",schemaPath:"#/properties/anchor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.anchor.type,parentSchema:schema38.properties.anchor,data:data0};
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
if(data.icon !== undefined){
let data1 = data.icon;
const _errs4 = errors;
if(!(validate35(data1, {instancePath:instancePath+"/icon",parentData:data,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs4 === errors;
}
if(data.color !== undefined){
let data2 = data.color;
const _errs5 = errors;
if(!(validate41(data2, {instancePath:instancePath+"/color",parentData:data,parentDataProperty:"color",rootData}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs5 === errors;
}
if(data.hidden !== undefined){
let data3 = data.hidden;
const _errs6 = errors;
if(typeof data3 !== "boolean"){
const err4 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema38.properties.hidden.type,parentSchema:schema38.properties.hidden,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs7 = errors;
var valid0 = _errs6 === errors;
}
if(data.href !== undefined){
let data4 = data.href;
const _errs8 = errors;
const _errs9 = errors;
if(!(validate28(data4, {instancePath:instancePath+"/href",parentData:data,parentDataProperty:"href",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
else {
}
var valid1 = _errs9 === errors;
var valid0 = _errs8 === errors;
}
if(data.openapi !== undefined){
let data5 = data.openapi;
const _errs10 = errors;
if(!(validate63(data5, {instancePath:instancePath+"/openapi",parentData:data,parentDataProperty:"openapi",rootData}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs10 === errors;
}
if(data.languages !== undefined){
let data6 = data.languages;
const _errs11 = errors;
if(!(wrapper0.validate(data6, {instancePath:instancePath+"/languages",parentData:data,parentDataProperty:"languages",rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs11 === errors;
}
if(data.versions !== undefined){
let data7 = data.versions;
const _errs12 = errors;
if(!(wrapper2.validate(data7, {instancePath:instancePath+"/versions",parentData:data,parentDataProperty:"versions",rootData}))){
vErrors = vErrors === null ? wrapper2.validate.errors : vErrors.concat(wrapper2.validate.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs12 === errors;
}
if(data.dropdowns !== undefined){
let data8 = data.dropdowns;
const _errs13 = errors;
if(!(wrapper8.validate(data8, {instancePath:instancePath+"/dropdowns",parentData:data,parentDataProperty:"dropdowns",rootData}))){
vErrors = vErrors === null ? wrapper8.validate.errors : vErrors.concat(wrapper8.validate.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs13 === errors;
}
if(data.tabs !== undefined){
let data9 = data.tabs;
const _errs14 = errors;
if(!(wrapper5.validate(data9, {instancePath:instancePath+"/tabs",parentData:data,parentDataProperty:"tabs",rootData}))){
vErrors = vErrors === null ? wrapper5.validate.errors : vErrors.concat(wrapper5.validate.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs14 === errors;
}
if(data.products !== undefined){
let data10 = data.products;
const _errs15 = errors;
if(!(wrapper10.validate(data10, {instancePath:instancePath+"/products",parentData:data,parentDataProperty:"products",rootData}))){
vErrors = vErrors === null ? wrapper10.validate.errors : vErrors.concat(wrapper10.validate.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs15 === errors;
}
if(data.groups !== undefined){
let data11 = data.groups;
const _errs16 = errors;
if(!(validate98(data11, {instancePath:instancePath+"/groups",parentData:data,parentDataProperty:"groups",rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs16 === errors;
}
if(data.pages !== undefined){
let data12 = data.pages;
const _errs17 = errors;
if(!(validate101(data12, {instancePath:instancePath+"/pages",parentData:data,parentDataProperty:"pages",rootData}))){
vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs17 === errors;
}
if(data.global !== undefined){
let data13 = data.global;
const _errs18 = errors;
if(!(validate115(data13, {instancePath:instancePath+"/global",parentData:data,parentDataProperty:"global",rootData}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs18 === errors;
}
if(data.directory !== undefined){
let data14 = data.directory;
const _errs19 = errors;
if(!(validate106(data14, {instancePath:instancePath+"/directory",parentData:data,parentDataProperty:"directory",rootData}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs19 === errors;
}
if(data.asyncapi !== undefined){
let data15 = data.asyncapi;
const _errs20 = errors;
if(!(validate108(data15, {instancePath:instancePath+"/asyncapi",parentData:data,parentDataProperty:"asyncapi",rootData}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs20 === errors;
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate93.errors = vErrors;
return errors === 0;
}


function validate92(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(!(validate93(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
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
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema37.type,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate92.errors = vErrors;
return errors === 0;
}


function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.dropdown === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dropdown"},message:"must have required property '"+"dropdown"+"'",schema:schema36.required,parentSchema:schema36,data};
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
if(!(func0.call(schema36.properties, key0))){
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
if(data.dropdown !== undefined){
let data0 = data.dropdown;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/dropdown",schemaPath:"#/properties/dropdown/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema36.properties.dropdown,data:data0};
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
const err3 = {instancePath:instancePath+"/dropdown",schemaPath:"#/properties/dropdown/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.dropdown.type,parentSchema:schema36.properties.dropdown,data:data0};
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
if(data.icon !== undefined){
let data1 = data.icon;
const _errs4 = errors;
if(!(validate35(data1, {instancePath:instancePath+"/icon",parentData:data,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs4 === errors;
}
if(data.color !== undefined){
let data2 = data.color;
const _errs5 = errors;
if(!(validate41(data2, {instancePath:instancePath+"/color",parentData:data,parentDataProperty:"color",rootData}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs5 === errors;
}
if(data.description !== undefined){
let data3 = data.description;
const _errs6 = errors;
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.description.type,parentSchema:schema36.properties.description,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs7 = errors;
var valid0 = _errs6 === errors;
}
if(data.hidden !== undefined){
let data4 = data.hidden;
const _errs8 = errors;
if(typeof data4 !== "boolean"){
const err5 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.hidden.type,parentSchema:schema36.properties.hidden,data:data4};
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
if(data.href !== undefined){
let data5 = data.href;
const _errs10 = errors;
const _errs11 = errors;
if(!(validate28(data5, {instancePath:instancePath+"/href",parentData:data,parentDataProperty:"href",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
else {
}
var valid1 = _errs11 === errors;
var valid0 = _errs10 === errors;
}
if(data.openapi !== undefined){
let data6 = data.openapi;
const _errs12 = errors;
if(!(validate63(data6, {instancePath:instancePath+"/openapi",parentData:data,parentDataProperty:"openapi",rootData}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs12 === errors;
}
if(data.languages !== undefined){
let data7 = data.languages;
const _errs13 = errors;
if(!(wrapper0.validate(data7, {instancePath:instancePath+"/languages",parentData:data,parentDataProperty:"languages",rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs13 === errors;
}
if(data.versions !== undefined){
let data8 = data.versions;
const _errs14 = errors;
if(!(wrapper2.validate(data8, {instancePath:instancePath+"/versions",parentData:data,parentDataProperty:"versions",rootData}))){
vErrors = vErrors === null ? wrapper2.validate.errors : vErrors.concat(wrapper2.validate.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs14 === errors;
}
if(data.tabs !== undefined){
let data9 = data.tabs;
const _errs15 = errors;
if(!(wrapper5.validate(data9, {instancePath:instancePath+"/tabs",parentData:data,parentDataProperty:"tabs",rootData}))){
vErrors = vErrors === null ? wrapper5.validate.errors : vErrors.concat(wrapper5.validate.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs15 === errors;
}
if(data.anchors !== undefined){
let data10 = data.anchors;
const _errs16 = errors;
if(!(validate92(data10, {instancePath:instancePath+"/anchors",parentData:data,parentDataProperty:"anchors",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs16 === errors;
}
if(data.products !== undefined){
let data11 = data.products;
const _errs17 = errors;
if(!(wrapper10.validate(data11, {instancePath:instancePath+"/products",parentData:data,parentDataProperty:"products",rootData}))){
vErrors = vErrors === null ? wrapper10.validate.errors : vErrors.concat(wrapper10.validate.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs17 === errors;
}
if(data.groups !== undefined){
let data12 = data.groups;
const _errs18 = errors;
if(!(validate98(data12, {instancePath:instancePath+"/groups",parentData:data,parentDataProperty:"groups",rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs18 === errors;
}
if(data.pages !== undefined){
let data13 = data.pages;
const _errs19 = errors;
if(!(validate101(data13, {instancePath:instancePath+"/pages",parentData:data,parentDataProperty:"pages",rootData}))){
vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs19 === errors;
}
if(data.global !== undefined){
let data14 = data.global;
const _errs20 = errors;
if(!(validate115(data14, {instancePath:instancePath+"/global",parentData:data,parentDataProperty:"global",rootData}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs20 === errors;
}
if(data.directory !== undefined){
let data15 = data.directory;
const _errs21 = errors;
if(!(validate106(data15, {instancePath:instancePath+"/directory",parentData:data,parentDataProperty:"directory",rootData}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs21 === errors;
}
if(data.asyncapi !== undefined){
let data16 = data.asyncapi;
const _errs22 = errors;
if(!(validate108(data16, {instancePath:instancePath+"/asyncapi",parentData:data,parentDataProperty:"asyncapi",rootData}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs22 === errors;
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate87.errors = vErrors;
return errors === 0;
}


function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(!(validate87(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
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
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema35.type,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate86.errors = vErrors;
return errors === 0;
}

const schema46 = docsSchema.definitions.menu;
const schema47 = docsSchema.definitions.menuItem;

function validate133(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.item === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "item"},message:"must have required property '"+"item"+"'",schema:schema47.required,parentSchema:schema47,data};
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
if(!(func0.call(schema47.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.item !== undefined){
let data0 = data.item;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/item",schemaPath:"#/properties/item/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema47.properties.item,data:data0};
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
const err3 = {instancePath:instancePath+"/item",schemaPath:"#/properties/item/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.item.type,parentSchema:schema47.properties.item,data:data0};
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
if(data.icon !== undefined){
let data1 = data.icon;
const _errs4 = errors;
if(!(validate35(data1, {instancePath:instancePath+"/icon",parentData:data,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs4 === errors;
}
if(data.description !== undefined){
let data2 = data.description;
const _errs5 = errors;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.description.type,parentSchema:schema47.properties.description,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs6 = errors;
var valid0 = _errs5 === errors;
}
if(data.hidden !== undefined){
let data3 = data.hidden;
const _errs7 = errors;
if(typeof data3 !== "boolean"){
const err5 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema47.properties.hidden.type,parentSchema:schema47.properties.hidden,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs8 = errors;
var valid0 = _errs7 === errors;
}
if(data.href !== undefined){
let data4 = data.href;
const _errs9 = errors;
const _errs10 = errors;
if(!(validate28(data4, {instancePath:instancePath+"/href",parentData:data,parentDataProperty:"href",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
else {
}
var valid1 = _errs10 === errors;
var valid0 = _errs9 === errors;
}
if(data.openapi !== undefined){
let data5 = data.openapi;
const _errs11 = errors;
if(!(validate63(data5, {instancePath:instancePath+"/openapi",parentData:data,parentDataProperty:"openapi",rootData}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs11 === errors;
}
if(data.languages !== undefined){
let data6 = data.languages;
const _errs12 = errors;
if(!(wrapper0.validate(data6, {instancePath:instancePath+"/languages",parentData:data,parentDataProperty:"languages",rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs12 === errors;
}
if(data.versions !== undefined){
let data7 = data.versions;
const _errs13 = errors;
if(!(wrapper2.validate(data7, {instancePath:instancePath+"/versions",parentData:data,parentDataProperty:"versions",rootData}))){
vErrors = vErrors === null ? wrapper2.validate.errors : vErrors.concat(wrapper2.validate.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs13 === errors;
}
if(data.dropdowns !== undefined){
let data8 = data.dropdowns;
const _errs14 = errors;
if(!(validate86(data8, {instancePath:instancePath+"/dropdowns",parentData:data,parentDataProperty:"dropdowns",rootData}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs14 === errors;
}
if(data.anchors !== undefined){
let data9 = data.anchors;
const _errs15 = errors;
if(!(validate92(data9, {instancePath:instancePath+"/anchors",parentData:data,parentDataProperty:"anchors",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs15 === errors;
}
if(data.products !== undefined){
let data10 = data.products;
const _errs16 = errors;
if(!(wrapper10.validate(data10, {instancePath:instancePath+"/products",parentData:data,parentDataProperty:"products",rootData}))){
vErrors = vErrors === null ? wrapper10.validate.errors : vErrors.concat(wrapper10.validate.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs16 === errors;
}
if(data.tabs !== undefined){
let data11 = data.tabs;
const _errs17 = errors;
if(!(wrapper5.validate(data11, {instancePath:instancePath+"/tabs",parentData:data,parentDataProperty:"tabs",rootData}))){
vErrors = vErrors === null ? wrapper5.validate.errors : vErrors.concat(wrapper5.validate.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs17 === errors;
}
if(data.groups !== undefined){
let data12 = data.groups;
const _errs18 = errors;
if(!(validate98(data12, {instancePath:instancePath+"/groups",parentData:data,parentDataProperty:"groups",rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs18 === errors;
}
if(data.pages !== undefined){
let data13 = data.pages;
const _errs19 = errors;
if(!(validate101(data13, {instancePath:instancePath+"/pages",parentData:data,parentDataProperty:"pages",rootData}))){
vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs19 === errors;
}
if(data.global !== undefined){
let data14 = data.global;
const _errs20 = errors;
if(!(validate115(data14, {instancePath:instancePath+"/global",parentData:data,parentDataProperty:"global",rootData}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs20 === errors;
}
if(data.directory !== undefined){
let data15 = data.directory;
const _errs21 = errors;
if(!(validate106(data15, {instancePath:instancePath+"/directory",parentData:data,parentDataProperty:"directory",rootData}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs21 === errors;
}
if(data.asyncapi !== undefined){
let data16 = data.asyncapi;
const _errs22 = errors;
if(!(validate108(data16, {instancePath:instancePath+"/asyncapi",parentData:data,parentDataProperty:"asyncapi",rootData}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs22 === errors;
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema47.type,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate133.errors = vErrors;
return errors === 0;
}


function validate132(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(!(validate133(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
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
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema46.type,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate132.errors = vErrors;
return errors === 0;
}


function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tab === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tab"},message:"must have required property '"+"tab"+"'",schema:schema31.required,parentSchema:schema31,data};
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
if(!(func0.call(schema31.properties, key0))){
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
if(data.tab !== undefined){
let data0 = data.tab;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/tab",schemaPath:"#/properties/tab/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema31.properties.tab,data:data0};
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
const err3 = {instancePath:instancePath+"/tab",schemaPath:"#/properties/tab/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.tab.type,parentSchema:schema31.properties.tab,data:data0};
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
if(data.icon !== undefined){
let data1 = data.icon;
const _errs4 = errors;
if(!(validate35(data1, {instancePath:instancePath+"/icon",parentData:data,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs4 === errors;
}
if(data.hidden !== undefined){
let data2 = data.hidden;
const _errs5 = errors;
if(typeof data2 !== "boolean"){
const err4 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema31.properties.hidden.type,parentSchema:schema31.properties.hidden,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs6 = errors;
var valid0 = _errs5 === errors;
}
if(data.searchable !== undefined){
let data3 = data.searchable;
const _errs7 = errors;
if(!(validate78(data3, {instancePath:instancePath+"/searchable",parentData:data,parentDataProperty:"searchable",rootData}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs7 === errors;
}
if(data.sdk !== undefined){
let data4 = data.sdk;
const _errs8 = errors;
if(!(validate80(data4, {instancePath:instancePath+"/sdk",parentData:data,parentDataProperty:"sdk",rootData}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs8 === errors;
}
if(data.graphql !== undefined){
let data5 = data.graphql;
const _errs9 = errors;
if(!(validate82(data5, {instancePath:instancePath+"/graphql",parentData:data,parentDataProperty:"graphql",rootData}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs9 === errors;
}
if(data.href !== undefined){
let data6 = data.href;
const _errs10 = errors;
const _errs11 = errors;
if(!(validate28(data6, {instancePath:instancePath+"/href",parentData:data,parentDataProperty:"href",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
else {
}
var valid1 = _errs11 === errors;
var valid0 = _errs10 === errors;
}
if(data.openapi !== undefined){
let data7 = data.openapi;
const _errs12 = errors;
if(!(validate63(data7, {instancePath:instancePath+"/openapi",parentData:data,parentDataProperty:"openapi",rootData}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs12 === errors;
}
if(data.languages !== undefined){
let data8 = data.languages;
const _errs13 = errors;
if(!(wrapper0.validate(data8, {instancePath:instancePath+"/languages",parentData:data,parentDataProperty:"languages",rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs13 === errors;
}
if(data.versions !== undefined){
let data9 = data.versions;
const _errs14 = errors;
if(!(wrapper2.validate(data9, {instancePath:instancePath+"/versions",parentData:data,parentDataProperty:"versions",rootData}))){
vErrors = vErrors === null ? wrapper2.validate.errors : vErrors.concat(wrapper2.validate.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs14 === errors;
}
if(data.dropdowns !== undefined){
let data10 = data.dropdowns;
const _errs15 = errors;
if(!(validate86(data10, {instancePath:instancePath+"/dropdowns",parentData:data,parentDataProperty:"dropdowns",rootData}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs15 === errors;
}
if(data.anchors !== undefined){
let data11 = data.anchors;
const _errs16 = errors;
if(!(validate92(data11, {instancePath:instancePath+"/anchors",parentData:data,parentDataProperty:"anchors",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs16 === errors;
}
if(data.products !== undefined){
let data12 = data.products;
const _errs17 = errors;
if(!(wrapper10.validate(data12, {instancePath:instancePath+"/products",parentData:data,parentDataProperty:"products",rootData}))){
vErrors = vErrors === null ? wrapper10.validate.errors : vErrors.concat(wrapper10.validate.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs17 === errors;
}
if(data.groups !== undefined){
let data13 = data.groups;
const _errs18 = errors;
if(!(validate98(data13, {instancePath:instancePath+"/groups",parentData:data,parentDataProperty:"groups",rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs18 === errors;
}
if(data.pages !== undefined){
let data14 = data.pages;
const _errs19 = errors;
if(!(validate101(data14, {instancePath:instancePath+"/pages",parentData:data,parentDataProperty:"pages",rootData}))){
vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs19 === errors;
}
if(data.menu !== undefined){
let data15 = data.menu;
const _errs20 = errors;
if(!(validate132(data15, {instancePath:instancePath+"/menu",parentData:data,parentDataProperty:"menu",rootData}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs20 === errors;
}
if(data.global !== undefined){
let data16 = data.global;
const _errs21 = errors;
if(!(validate115(data16, {instancePath:instancePath+"/global",parentData:data,parentDataProperty:"global",rootData}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs21 === errors;
}
if(data.directory !== undefined){
let data17 = data.directory;
const _errs22 = errors;
if(!(validate106(data17, {instancePath:instancePath+"/directory",parentData:data,parentDataProperty:"directory",rootData}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs22 === errors;
}
if(data.asyncapi !== undefined){
let data18 = data.asyncapi;
const _errs23 = errors;
if(!(validate108(data18, {instancePath:instancePath+"/asyncapi",parentData:data,parentDataProperty:"asyncapi",rootData}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs23 === errors;
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.type,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate76.errors = vErrors;
return errors === 0;
}


function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(!(validate76(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
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
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema30.type,parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate75.errors = vErrors;
return errors === 0;
}


function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.version === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:schema29.required,parentSchema:schema29,data};
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
if(!(func0.call(schema29.properties, key0))){
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
if(data.version !== undefined){
let data0 = data.version;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema29.properties.version,data:data0};
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
const err3 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.version.type,parentSchema:schema29.properties.version,data:data0};
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
if(data.default !== undefined){
let data1 = data.default;
const _errs4 = errors;
if(typeof data1 !== "boolean"){
const err4 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema29.properties.default.type,parentSchema:schema29.properties.default,data:data1};
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
if(data.tag !== undefined){
let data2 = data.tag;
const _errs6 = errors;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.tag.type,parentSchema:schema29.properties.tag,data:data2};
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
if(data.hidden !== undefined){
let data3 = data.hidden;
const _errs8 = errors;
if(typeof data3 !== "boolean"){
const err6 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema29.properties.hidden.type,parentSchema:schema29.properties.hidden,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs9 = errors;
var valid0 = _errs8 === errors;
}
if(data.href !== undefined){
let data4 = data.href;
const _errs10 = errors;
const _errs11 = errors;
if(!(validate28(data4, {instancePath:instancePath+"/href",parentData:data,parentDataProperty:"href",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
else {
}
var valid1 = _errs11 === errors;
var valid0 = _errs10 === errors;
}
if(data.openapi !== undefined){
let data5 = data.openapi;
const _errs12 = errors;
if(!(validate63(data5, {instancePath:instancePath+"/openapi",parentData:data,parentDataProperty:"openapi",rootData}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs12 === errors;
}
if(data.languages !== undefined){
let data6 = data.languages;
const _errs13 = errors;
if(!(wrapper0.validate(data6, {instancePath:instancePath+"/languages",parentData:data,parentDataProperty:"languages",rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs13 === errors;
}
if(data.tabs !== undefined){
let data7 = data.tabs;
const _errs14 = errors;
if(!(validate75(data7, {instancePath:instancePath+"/tabs",parentData:data,parentDataProperty:"tabs",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs14 === errors;
}
if(data.dropdowns !== undefined){
let data8 = data.dropdowns;
const _errs15 = errors;
if(!(validate86(data8, {instancePath:instancePath+"/dropdowns",parentData:data,parentDataProperty:"dropdowns",rootData}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs15 === errors;
}
if(data.anchors !== undefined){
let data9 = data.anchors;
const _errs16 = errors;
if(!(validate92(data9, {instancePath:instancePath+"/anchors",parentData:data,parentDataProperty:"anchors",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs16 === errors;
}
if(data.products !== undefined){
let data10 = data.products;
const _errs17 = errors;
if(!(wrapper10.validate(data10, {instancePath:instancePath+"/products",parentData:data,parentDataProperty:"products",rootData}))){
vErrors = vErrors === null ? wrapper10.validate.errors : vErrors.concat(wrapper10.validate.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs17 === errors;
}
if(data.groups !== undefined){
let data11 = data.groups;
const _errs18 = errors;
if(!(validate98(data11, {instancePath:instancePath+"/groups",parentData:data,parentDataProperty:"groups",rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs18 === errors;
}
if(data.pages !== undefined){
let data12 = data.pages;
const _errs19 = errors;
if(!(validate101(data12, {instancePath:instancePath+"/pages",parentData:data,parentDataProperty:"pages",rootData}))){
vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs19 === errors;
}
if(data.global !== undefined){
let data13 = data.global;
const _errs20 = errors;
if(!(validate115(data13, {instancePath:instancePath+"/global",parentData:data,parentDataProperty:"global",rootData}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs20 === errors;
}
if(data.directory !== undefined){
let data14 = data.directory;
const _errs21 = errors;
if(!(validate106(data14, {instancePath:instancePath+"/directory",parentData:data,parentDataProperty:"directory",rootData}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs21 === errors;
}
if(data.asyncapi !== undefined){
let data15 = data.asyncapi;
const _errs22 = errors;
if(!(validate108(data15, {instancePath:instancePath+"/asyncapi",parentData:data,parentDataProperty:"asyncapi",rootData}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs22 === errors;
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema29.type,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate72.errors = vErrors;
return errors === 0;
}


function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(!(validate72(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
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
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema28.type,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate71.errors = vErrors;
return errors === 0;
}


function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.language === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'",schema:schema27.required,parentSchema:schema27,data};
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
if(!(func0.call(schema27.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.language !== undefined){
let data0 = data.language;
const _errs2 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.language.type,parentSchema:schema27.properties.language,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs3 = errors;
const vSchema0 = schema27.properties.language.enum;
if(!((((((((((((((((((((((((((((((((((((((((data0 === "en") || (data0 === "cn")) || (data0 === "zh")) || (data0 === "zh-Hans")) || (data0 === "zh-Hant")) || (data0 === "zh-CN")) || (data0 === "zh-TW")) || (data0 === "es")) || (data0 === "fr")) || (data0 === "fr-CA")) || (data0 === "fr-ca")) || (data0 === "ja")) || (data0 === "jp")) || (data0 === "ja-jp")) || (data0 === "ja-JP")) || (data0 === "pt")) || (data0 === "pt-BR")) || (data0 === "de")) || (data0 === "ko")) || (data0 === "it")) || (data0 === "ru")) || (data0 === "ro")) || (data0 === "cs")) || (data0 === "id")) || (data0 === "ar")) || (data0 === "tr")) || (data0 === "hi")) || (data0 === "sv")) || (data0 === "no")) || (data0 === "da")) || (data0 === "lv")) || (data0 === "nl")) || (data0 === "uk")) || (data0 === "vi")) || (data0 === "pl")) || (data0 === "uz")) || (data0 === "he")) || (data0 === "ca")) || (data0 === "fi")) || (data0 === "hu"))){
const err3 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/enum",keyword:"enum",params:{allowedValues: schema27.properties.language.enum},message:"must be equal to one of the allowed values",schema:schema27.properties.language.enum,parentSchema:schema27.properties.language,data:data0};
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
if(data.default !== undefined){
let data1 = data.default;
const _errs4 = errors;
if(typeof data1 !== "boolean"){
const err4 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.default.type,parentSchema:schema27.properties.default,data:data1};
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
if(data.hidden !== undefined){
let data2 = data.hidden;
const _errs6 = errors;
if(typeof data2 !== "boolean"){
const err5 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.hidden.type,parentSchema:schema27.properties.hidden,data:data2};
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
if(data.href !== undefined){
let data3 = data.href;
const _errs8 = errors;
const _errs9 = errors;
if(!(validate28(data3, {instancePath:instancePath+"/href",parentData:data,parentDataProperty:"href",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
else {
}
var valid1 = _errs9 === errors;
var valid0 = _errs8 === errors;
}
if(data.openapi !== undefined){
let data4 = data.openapi;
const _errs10 = errors;
if(!(validate63(data4, {instancePath:instancePath+"/openapi",parentData:data,parentDataProperty:"openapi",rootData}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs10 === errors;
}
if(data.versions !== undefined){
let data5 = data.versions;
const _errs11 = errors;
if(!(validate71(data5, {instancePath:instancePath+"/versions",parentData:data,parentDataProperty:"versions",rootData}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs11 === errors;
}
if(data.tabs !== undefined){
let data6 = data.tabs;
const _errs12 = errors;
if(!(validate75(data6, {instancePath:instancePath+"/tabs",parentData:data,parentDataProperty:"tabs",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs12 === errors;
}
if(data.dropdowns !== undefined){
let data7 = data.dropdowns;
const _errs13 = errors;
if(!(validate86(data7, {instancePath:instancePath+"/dropdowns",parentData:data,parentDataProperty:"dropdowns",rootData}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs13 === errors;
}
if(data.anchors !== undefined){
let data8 = data.anchors;
const _errs14 = errors;
if(!(validate92(data8, {instancePath:instancePath+"/anchors",parentData:data,parentDataProperty:"anchors",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs14 === errors;
}
if(data.products !== undefined){
let data9 = data.products;
const _errs15 = errors;
if(!(wrapper10.validate(data9, {instancePath:instancePath+"/products",parentData:data,parentDataProperty:"products",rootData}))){
vErrors = vErrors === null ? wrapper10.validate.errors : vErrors.concat(wrapper10.validate.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs15 === errors;
}
if(data.groups !== undefined){
let data10 = data.groups;
const _errs16 = errors;
if(!(validate98(data10, {instancePath:instancePath+"/groups",parentData:data,parentDataProperty:"groups",rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs16 === errors;
}
if(data.pages !== undefined){
let data11 = data.pages;
const _errs17 = errors;
if(!(validate101(data11, {instancePath:instancePath+"/pages",parentData:data,parentDataProperty:"pages",rootData}))){
vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs17 === errors;
}
if(data.global !== undefined){
let data12 = data.global;
const _errs18 = errors;
if(!(validate115(data12, {instancePath:instancePath+"/global",parentData:data,parentDataProperty:"global",rootData}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs18 === errors;
}
if(data.directory !== undefined){
let data13 = data.directory;
const _errs19 = errors;
if(!(validate106(data13, {instancePath:instancePath+"/directory",parentData:data,parentDataProperty:"directory",rootData}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs19 === errors;
}
if(data.asyncapi !== undefined){
let data14 = data.asyncapi;
const _errs20 = errors;
if(!(validate108(data14, {instancePath:instancePath+"/asyncapi",parentData:data,parentDataProperty:"asyncapi",rootData}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs20 === errors;
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate68.errors = vErrors;
return errors === 0;
}


function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(!(validate68(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
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
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema26.type,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate67.errors = vErrors;
return errors === 0;
}


function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.product === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "product"},message:"must have required property '"+"product"+"'",schema:schema23.required,parentSchema:schema23,data};
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
if(!(func0.call(schema23.properties, key0))){
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
if(data.product !== undefined){
let data0 = data.product;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/product",schemaPath:"#/properties/product/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23.properties.product,data:data0};
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
const err3 = {instancePath:instancePath+"/product",schemaPath:"#/properties/product/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties.product.type,parentSchema:schema23.properties.product,data:data0};
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
if(data.name !== undefined){
let data1 = data.name;
const _errs4 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties.name.type,parentSchema:schema23.properties.name,data:data1};
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
if(!(validate35(data2, {instancePath:instancePath+"/icon",parentData:data,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs6 === errors;
}
if(data.color !== undefined){
let data3 = data.color;
const _errs7 = errors;
if(!(validate41(data3, {instancePath:instancePath+"/color",parentData:data,parentDataProperty:"color",rootData}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs7 === errors;
}
if(data.description !== undefined){
let data4 = data.description;
const _errs8 = errors;
if(typeof data4 !== "string"){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties.description.type,parentSchema:schema23.properties.description,data:data4};
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
if(data.hidden !== undefined){
let data5 = data.hidden;
const _errs10 = errors;
if(typeof data5 !== "boolean"){
const err6 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema23.properties.hidden.type,parentSchema:schema23.properties.hidden,data:data5};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs11 = errors;
var valid0 = _errs10 === errors;
}
if(data.href !== undefined){
let data6 = data.href;
const _errs12 = errors;
const _errs13 = errors;
if(!(validate28(data6, {instancePath:instancePath+"/href",parentData:data,parentDataProperty:"href",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
else {
}
var valid1 = _errs13 === errors;
var valid0 = _errs12 === errors;
}
if(data.openapi !== undefined){
let data7 = data.openapi;
const _errs14 = errors;
if(!(validate63(data7, {instancePath:instancePath+"/openapi",parentData:data,parentDataProperty:"openapi",rootData}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs14 === errors;
}
if(data.languages !== undefined){
let data8 = data.languages;
const _errs15 = errors;
if(!(validate67(data8, {instancePath:instancePath+"/languages",parentData:data,parentDataProperty:"languages",rootData}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs15 === errors;
}
if(data.versions !== undefined){
let data9 = data.versions;
const _errs16 = errors;
if(!(validate71(data9, {instancePath:instancePath+"/versions",parentData:data,parentDataProperty:"versions",rootData}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs16 === errors;
}
if(data.tabs !== undefined){
let data10 = data.tabs;
const _errs17 = errors;
if(!(validate75(data10, {instancePath:instancePath+"/tabs",parentData:data,parentDataProperty:"tabs",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs17 === errors;
}
if(data.anchors !== undefined){
let data11 = data.anchors;
const _errs18 = errors;
if(!(validate92(data11, {instancePath:instancePath+"/anchors",parentData:data,parentDataProperty:"anchors",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs18 === errors;
}
if(data.dropdowns !== undefined){
let data12 = data.dropdowns;
const _errs19 = errors;
if(!(validate86(data12, {instancePath:instancePath+"/dropdowns",parentData:data,parentDataProperty:"dropdowns",rootData}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs19 === errors;
}
if(data.groups !== undefined){
let data13 = data.groups;
const _errs20 = errors;
if(!(validate98(data13, {instancePath:instancePath+"/groups",parentData:data,parentDataProperty:"groups",rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs20 === errors;
}
if(data.pages !== undefined){
let data14 = data.pages;
const _errs21 = errors;
if(!(validate101(data14, {instancePath:instancePath+"/pages",parentData:data,parentDataProperty:"pages",rootData}))){
vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs21 === errors;
}
if(data.menu !== undefined){
let data15 = data.menu;
const _errs22 = errors;
if(!(validate132(data15, {instancePath:instancePath+"/menu",parentData:data,parentDataProperty:"menu",rootData}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs22 === errors;
}
if(data.global !== undefined){
let data16 = data.global;
const _errs23 = errors;
if(!(validate115(data16, {instancePath:instancePath+"/global",parentData:data,parentDataProperty:"global",rootData}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs23 === errors;
}
if(data.directory !== undefined){
let data17 = data.directory;
const _errs24 = errors;
if(!(validate106(data17, {instancePath:instancePath+"/directory",parentData:data,parentDataProperty:"directory",rootData}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs24 === errors;
}
if(data.asyncapi !== undefined){
let data18 = data.asyncapi;
const _errs25 = errors;
if(!(validate108(data18, {instancePath:instancePath+"/asyncapi",parentData:data,parentDataProperty:"asyncapi",rootData}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs25 === errors;
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema23.type,parentSchema:schema23,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}


function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(!(validate59(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
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
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema22.type,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate58.errors = vErrors;
return errors === 0;
}


function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(func0.call(schema11.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.global !== undefined){
let data0 = data.global;
const _errs2 = errors;
if(!(validate26(data0, {instancePath:instancePath+"/global",parentData:data,parentDataProperty:"global",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs2 === errors;
}
if(data.products !== undefined){
let data1 = data.products;
const _errs3 = errors;
if(!(validate58(data1, {instancePath:instancePath+"/products",parentData:data,parentDataProperty:"products",rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs3 === errors;
}
if(data.languages !== undefined){
let data2 = data.languages;
const _errs4 = errors;
if(!(validate67(data2, {instancePath:instancePath+"/languages",parentData:data,parentDataProperty:"languages",rootData}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs4 === errors;
}
if(data.versions !== undefined){
let data3 = data.versions;
const _errs5 = errors;
if(!(validate71(data3, {instancePath:instancePath+"/versions",parentData:data,parentDataProperty:"versions",rootData}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs5 === errors;
}
if(data.tabs !== undefined){
let data4 = data.tabs;
const _errs6 = errors;
if(!(validate75(data4, {instancePath:instancePath+"/tabs",parentData:data,parentDataProperty:"tabs",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs6 === errors;
}
if(data.dropdowns !== undefined){
let data5 = data.dropdowns;
const _errs7 = errors;
if(!(validate86(data5, {instancePath:instancePath+"/dropdowns",parentData:data,parentDataProperty:"dropdowns",rootData}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs7 === errors;
}
if(data.anchors !== undefined){
let data6 = data.anchors;
const _errs8 = errors;
if(!(validate92(data6, {instancePath:instancePath+"/anchors",parentData:data,parentDataProperty:"anchors",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs8 === errors;
}
if(data.groups !== undefined){
let data7 = data.groups;
const _errs9 = errors;
if(!(validate98(data7, {instancePath:instancePath+"/groups",parentData:data,parentDataProperty:"groups",rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs9 === errors;
}
if(data.pages !== undefined){
let data8 = data.pages;
const _errs10 = errors;
if(!(validate101(data8, {instancePath:instancePath+"/pages",parentData:data,parentDataProperty:"pages",rootData}))){
vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs10 === errors;
}
if(data.openapi !== undefined){
let data9 = data.openapi;
const _errs11 = errors;
if(!(validate63(data9, {instancePath:instancePath+"/openapi",parentData:data,parentDataProperty:"openapi",rootData}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs11 === errors;
}
if(data.directory !== undefined){
let data10 = data.directory;
const _errs12 = errors;
if(!(validate106(data10, {instancePath:instancePath+"/directory",parentData:data,parentDataProperty:"directory",rootData}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs12 === errors;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}

const schema48 = docsSchema.definitions.footer;
const schema49 = docsSchema.definitions.footerSocials;

function validate193(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(func0.call(schema49.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema49,data};
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
const err1 = {instancePath:instancePath+"/website",schemaPath:"#/properties/website/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.website.type,parentSchema:schema49.properties.website,data:data0};
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
if(data["earth-americas"] !== undefined){
let data1 = data["earth-americas"];
const _errs4 = errors;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/earth-americas",schemaPath:"#/properties/earth-americas/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties["earth-americas"].type,parentSchema:schema49.properties["earth-americas"],data:data1};
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
if(data.facebook !== undefined){
let data2 = data.facebook;
const _errs6 = errors;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/facebook",schemaPath:"#/properties/facebook/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.facebook.type,parentSchema:schema49.properties.facebook,data:data2};
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
if(data.twitter !== undefined){
let data3 = data.twitter;
const _errs8 = errors;
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/twitter",schemaPath:"#/properties/twitter/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.twitter.type,parentSchema:schema49.properties.twitter,data:data3};
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
if(data.x !== undefined){
let data4 = data.x;
const _errs10 = errors;
if(typeof data4 !== "string"){
const err5 = {instancePath:instancePath+"/x",schemaPath:"#/properties/x/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.x.type,parentSchema:schema49.properties.x,data:data4};
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
if(data["x-twitter"] !== undefined){
let data5 = data["x-twitter"];
const _errs12 = errors;
if(typeof data5 !== "string"){
const err6 = {instancePath:instancePath+"/x-twitter",schemaPath:"#/properties/x-twitter/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties["x-twitter"].type,parentSchema:schema49.properties["x-twitter"],data:data5};
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
if(data.discord !== undefined){
let data6 = data.discord;
const _errs14 = errors;
if(typeof data6 !== "string"){
const err7 = {instancePath:instancePath+"/discord",schemaPath:"#/properties/discord/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.discord.type,parentSchema:schema49.properties.discord,data:data6};
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
if(data.slack !== undefined){
let data7 = data.slack;
const _errs16 = errors;
if(typeof data7 !== "string"){
const err8 = {instancePath:instancePath+"/slack",schemaPath:"#/properties/slack/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.slack.type,parentSchema:schema49.properties.slack,data:data7};
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
if(data.github !== undefined){
let data8 = data.github;
const _errs18 = errors;
if(typeof data8 !== "string"){
const err9 = {instancePath:instancePath+"/github",schemaPath:"#/properties/github/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.github.type,parentSchema:schema49.properties.github,data:data8};
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
if(data.linkedin !== undefined){
let data9 = data.linkedin;
const _errs20 = errors;
if(typeof data9 !== "string"){
const err10 = {instancePath:instancePath+"/linkedin",schemaPath:"#/properties/linkedin/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.linkedin.type,parentSchema:schema49.properties.linkedin,data:data9};
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
if(data.instagram !== undefined){
let data10 = data.instagram;
const _errs22 = errors;
if(typeof data10 !== "string"){
const err11 = {instancePath:instancePath+"/instagram",schemaPath:"#/properties/instagram/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.instagram.type,parentSchema:schema49.properties.instagram,data:data10};
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
if(data["hacker-news"] !== undefined){
let data11 = data["hacker-news"];
const _errs24 = errors;
if(typeof data11 !== "string"){
const err12 = {instancePath:instancePath+"/hacker-news",schemaPath:"#/properties/hacker-news/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties["hacker-news"].type,parentSchema:schema49.properties["hacker-news"],data:data11};
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
if(data.youtube !== undefined){
let data12 = data.youtube;
const _errs26 = errors;
if(typeof data12 !== "string"){
const err13 = {instancePath:instancePath+"/youtube",schemaPath:"#/properties/youtube/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.youtube.type,parentSchema:schema49.properties.youtube,data:data12};
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
if(data.medium !== undefined){
let data13 = data.medium;
const _errs28 = errors;
if(typeof data13 !== "string"){
const err14 = {instancePath:instancePath+"/medium",schemaPath:"#/properties/medium/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.medium.type,parentSchema:schema49.properties.medium,data:data13};
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
if(data.telegram !== undefined){
let data14 = data.telegram;
const _errs30 = errors;
if(typeof data14 !== "string"){
const err15 = {instancePath:instancePath+"/telegram",schemaPath:"#/properties/telegram/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.telegram.type,parentSchema:schema49.properties.telegram,data:data14};
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
if(data.bluesky !== undefined){
let data15 = data.bluesky;
const _errs32 = errors;
if(typeof data15 !== "string"){
const err16 = {instancePath:instancePath+"/bluesky",schemaPath:"#/properties/bluesky/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.bluesky.type,parentSchema:schema49.properties.bluesky,data:data15};
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
if(data.threads !== undefined){
let data16 = data.threads;
const _errs34 = errors;
if(typeof data16 !== "string"){
const err17 = {instancePath:instancePath+"/threads",schemaPath:"#/properties/threads/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.threads.type,parentSchema:schema49.properties.threads,data:data16};
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
if(data.reddit !== undefined){
let data17 = data.reddit;
const _errs36 = errors;
if(typeof data17 !== "string"){
const err18 = {instancePath:instancePath+"/reddit",schemaPath:"#/properties/reddit/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.reddit.type,parentSchema:schema49.properties.reddit,data:data17};
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
if(data.podcast !== undefined){
let data18 = data.podcast;
const _errs38 = errors;
if(typeof data18 !== "string"){
const err19 = {instancePath:instancePath+"/podcast",schemaPath:"#/properties/podcast/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.podcast.type,parentSchema:schema49.properties.podcast,data:data18};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const _errs39 = errors;
var valid0 = _errs38 === errors;
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate193.errors = vErrors;
return errors === 0;
}

const schema50 = docsSchema.definitions.footerColumn;

function validate195(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.items === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'",schema:schema50.required,parentSchema:schema50,data};
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
if(!((key0 === "header") || (key0 === "items"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.header !== undefined){
let data0 = data.header;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema50.properties.header,data:data0};
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
const err3 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.header.type,parentSchema:schema50.properties.header,data:data0};
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
if(data.items !== undefined){
let data1 = data.items;
const _errs4 = errors;
const _errs5 = errors;
if(Array.isArray(data1)){
let valid2 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs6 = errors;
const _errs7 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.label === undefined){
const err4 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema50.properties.items.items.required,parentSchema:schema50.properties.items.items,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.href === undefined){
const err5 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'",schema:schema50.properties.items.items.required,parentSchema:schema50.properties.items.items,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs8 = errors;
for(const key1 in data2){
if(!((key1 === "label") || (key1 === "href"))){
const err6 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema50.properties.items.items,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2.label !== undefined){
let data3 = data2.label;
const _errs9 = errors;
const _errs10 = errors;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err7 = {instancePath:instancePath+"/items/" + i0+"/label",schemaPath:"#/properties/items/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema50.properties.items.items.properties.label,data:data3};
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
const err8 = {instancePath:instancePath+"/items/" + i0+"/label",schemaPath:"#/properties/items/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.items.items.properties.label.type,parentSchema:schema50.properties.items.items.properties.label,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid3 = _errs9 === errors;
}
if(data2.href !== undefined){
let data4 = data2.href;
const _errs11 = errors;
const _errs12 = errors;
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err9 = {instancePath:instancePath+"/items/" + i0+"/href",schemaPath:"#/properties/items/items/properties/href/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema50.properties.items.items.properties.href,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/items/" + i0+"/href",schemaPath:"#/properties/items/items/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.items.items.properties.href.type,parentSchema:schema50.properties.items.items.properties.href,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid3 = _errs11 === errors;
}
}
else {
const err11 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema50.properties.items.items.type,parentSchema:schema50.properties.items.items,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var valid1 = _errs6 === errors;
if(!valid1){
valid2 = false;
}
}
}
else {
const err12 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema50.properties.items.type,parentSchema:schema50.properties.items,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var valid0 = _errs4 === errors;
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema50.type,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate195.errors = vErrors;
return errors === 0;
}


function validate192(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "socials") || (key0 === "links"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.socials !== undefined){
let data0 = data.socials;
const _errs2 = errors;
if(!(validate193(data0, {instancePath:instancePath+"/socials",parentData:data,parentDataProperty:"socials",rootData}))){
vErrors = vErrors === null ? validate193.errors : vErrors.concat(validate193.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs2 === errors;
}
if(data.links !== undefined){
let data1 = data.links;
const _errs3 = errors;
const _errs4 = errors;
if(Array.isArray(data1)){
let valid2 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs5 = errors;
if(!(validate195(data2, {instancePath:instancePath+"/links/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate195.errors : vErrors.concat(validate195.errors);
errors = vErrors.length;
}
else {
}
var valid1 = _errs5 === errors;
if(!valid1){
valid2 = false;
}
}
}
else {
const err1 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema48.properties.links.type,parentSchema:schema48.properties.links,data:data1};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid0 = _errs3 === errors;
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema48.type,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate192.errors = vErrors;
return errors === 0;
}

const schema51 = docsSchema.definitions.api;
const schema52 = docsSchema.definitions.apiOpenapi;
const schema53 = docsSchema.definitions.apiOpenapiEntry;
const schema54 = docsSchema.definitions.apiOpenapiDirectory;

function validate201(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate201.errors = null;
return true;
}


function validate200(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((typeof data !== "string") && (!(data && typeof data == "object" && !Array.isArray(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema53.type},message:"must be string,object",schema:schema53.type,parentSchema:schema53,data};
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
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53,data};
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
if(data.source === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema53.required,parentSchema:schema53,data};
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
if(!((key0 === "source") || (key0 === "directory"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.source !== undefined){
let data0 = data.source;
const _errs2 = errors;
const _errs3 = errors;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.source,data:data0};
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
const err5 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.source.type,parentSchema:schema53.properties.source,data:data0};
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
if(data.directory !== undefined){
let data1 = data.directory;
const _errs4 = errors;
if(!(validate201(data1, {instancePath:instancePath+"/directory",parentData:data,parentDataProperty:"directory",rootData}))){
vErrors = vErrors === null ? validate201.errors : vErrors.concat(validate201.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs4 === errors;
}
}
validate200.errors = vErrors;
return errors === 0;
}


function validate199(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!data || typeof data != "object") && (typeof data !== "string")){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema52.type},message:"must be string,array,object",schema:schema52.type,parentSchema:schema52,data};
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
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(!(validate200(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema52.required,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs2 = errors;
for(const key0 in data){
if(!((key0 === "source") || (key0 === "directory"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.source !== undefined){
let data1 = data.source;
const _errs3 = errors;
const _errs4 = errors;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err4 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema52.properties.source,data:data1};
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
const err5 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.source.type,parentSchema:schema52.properties.source,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid2 = _errs3 === errors;
}
if(data.directory !== undefined){
let data2 = data.directory;
const _errs5 = errors;
if(!(validate201(data2, {instancePath:instancePath+"/directory",parentData:data,parentDataProperty:"directory",rootData}))){
vErrors = vErrors === null ? validate201.errors : vErrors.concat(validate201.errors);
errors = vErrors.length;
}
else {
}
var valid2 = _errs5 === errors;
}
}
validate199.errors = vErrors;
return errors === 0;
}


function validate198(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "openapi") || (key0 === "playground")) || (key0 === "mdx")) || (key0 === "asyncapi")) || (key0 === "examples")) || (key0 === "params")) || (key0 === "url"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.openapi !== undefined){
let data0 = data.openapi;
const _errs2 = errors;
if(!(validate199(data0, {instancePath:instancePath+"/openapi",parentData:data,parentDataProperty:"openapi",rootData}))){
vErrors = vErrors === null ? validate199.errors : vErrors.concat(validate199.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs2 === errors;
}
if(data.playground !== undefined){
let data1 = data.playground;
const _errs3 = errors;
const _errs4 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
const _errs5 = errors;
for(const key1 in data1){
if(!(((key1 === "display") || (key1 === "proxy")) || (key1 === "credentials"))){
const err1 = {instancePath:instancePath+"/playground",schemaPath:"#/properties/playground/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema51.properties.playground,data:data1};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data1.display !== undefined){
let data2 = data1.display;
const _errs6 = errors;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/playground/display",schemaPath:"#/properties/playground/properties/display/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.playground.properties.display.type,parentSchema:schema51.properties.playground.properties.display,data:data2};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs7 = errors;
const vSchema0 = schema51.properties.playground.properties.display.enum;
if(!((((data2 === "interactive") || (data2 === "simple")) || (data2 === "none")) || (data2 === "auth"))){
const err3 = {instancePath:instancePath+"/playground/display",schemaPath:"#/properties/playground/properties/display/enum",keyword:"enum",params:{allowedValues: schema51.properties.playground.properties.display.enum},message:"must be equal to one of the allowed values",schema:schema51.properties.playground.properties.display.enum,parentSchema:schema51.properties.playground.properties.display,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid1 = _errs6 === errors;
}
}
else {
const err4 = {instancePath:instancePath+"/playground",schemaPath:"#/properties/playground/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.properties.playground.type,parentSchema:schema51.properties.playground,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid0 = _errs3 === errors;
}
if(data.mdx !== undefined){
let data3 = data.mdx;
const _errs8 = errors;
const _errs9 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
const _errs10 = errors;
for(const key2 in data3){
if(!((key2 === "server") || (key2 === "auth"))){
const err5 = {instancePath:instancePath+"/mdx",schemaPath:"#/properties/mdx/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema51.properties.mdx,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data3.server !== undefined){
let data4 = data3.server;
const _errs11 = errors;
if((typeof data4 !== "string") && (!(Array.isArray(data4)))){
const err6 = {instancePath:instancePath+"/mdx/server",schemaPath:"#/properties/mdx/properties/server/type",keyword:"type",params:{type: schema51.properties.mdx.properties.server.type},message:"must be string,array",schema:schema51.properties.mdx.properties.server.type,parentSchema:schema51.properties.mdx.properties.server,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs12 = errors;
if(Array.isArray(data4)){
let valid4 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs13 = errors;
if(typeof data5 !== "string"){
const err7 = {instancePath:instancePath+"/mdx/server/" + i0,schemaPath:"#/properties/mdx/properties/server/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.mdx.properties.server.items.type,parentSchema:schema51.properties.mdx.properties.server.items,data:data5};
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
if(!valid3){
valid4 = false;
}
}
}
var valid2 = _errs11 === errors;
}
if(data3.auth !== undefined){
let data6 = data3.auth;
const _errs15 = errors;
const _errs16 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
const _errs17 = errors;
for(const key3 in data6){
if(!((key3 === "method") || (key3 === "name"))){
const err8 = {instancePath:instancePath+"/mdx/auth",schemaPath:"#/properties/mdx/properties/auth/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema51.properties.mdx.properties.auth,data:data6};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data6.method !== undefined){
let data7 = data6.method;
const _errs18 = errors;
if(typeof data7 !== "string"){
const err9 = {instancePath:instancePath+"/mdx/auth/method",schemaPath:"#/properties/mdx/properties/auth/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.mdx.properties.auth.properties.method.type,parentSchema:schema51.properties.mdx.properties.auth.properties.method,data:data7};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const _errs19 = errors;
const vSchema1 = schema51.properties.mdx.properties.auth.properties.method.enum;
if(!((((data7 === "bearer") || (data7 === "basic")) || (data7 === "key")) || (data7 === "cobo"))){
const err10 = {instancePath:instancePath+"/mdx/auth/method",schemaPath:"#/properties/mdx/properties/auth/properties/method/enum",keyword:"enum",params:{allowedValues: schema51.properties.mdx.properties.auth.properties.method.enum},message:"must be equal to one of the allowed values",schema:schema51.properties.mdx.properties.auth.properties.method.enum,parentSchema:schema51.properties.mdx.properties.auth.properties.method,data:data7};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid5 = _errs18 === errors;
}
if(data6.name !== undefined){
let data8 = data6.name;
const _errs20 = errors;
if(typeof data8 !== "string"){
const err11 = {instancePath:instancePath+"/mdx/auth/name",schemaPath:"#/properties/mdx/properties/auth/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.mdx.properties.auth.properties.name.type,parentSchema:schema51.properties.mdx.properties.auth.properties.name,data:data8};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const _errs21 = errors;
var valid5 = _errs20 === errors;
}
}
else {
const err12 = {instancePath:instancePath+"/mdx/auth",schemaPath:"#/properties/mdx/properties/auth/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.properties.mdx.properties.auth.type,parentSchema:schema51.properties.mdx.properties.auth,data:data6};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var valid2 = _errs15 === errors;
}
}
else {
const err13 = {instancePath:instancePath+"/mdx",schemaPath:"#/properties/mdx/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.properties.mdx.type,parentSchema:schema51.properties.mdx,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid0 = _errs8 === errors;
}
if(data.examples !== undefined){
let data9 = data.examples;
const _errs22 = errors;
const _errs23 = errors;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
const _errs24 = errors;
for(const key4 in data9){
if(!((((key4 === "languages") || (key4 === "defaults")) || (key4 === "prefill")) || (key4 === "autogenerate"))){
const err14 = {instancePath:instancePath+"/examples",schemaPath:"#/properties/examples/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema51.properties.examples,data:data9};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data9.languages !== undefined){
let data10 = data9.languages;
const _errs25 = errors;
const _errs26 = errors;
if(Array.isArray(data10)){
let valid8 = true;
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
const _errs27 = errors;
if(typeof data11 !== "string"){
const err15 = {instancePath:instancePath+"/examples/languages/" + i1,schemaPath:"#/properties/examples/properties/languages/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.examples.properties.languages.items.type,parentSchema:schema51.properties.examples.properties.languages.items,data:data11};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const _errs28 = errors;
var valid7 = _errs27 === errors;
if(!valid7){
valid8 = false;
}
}
}
else {
const err16 = {instancePath:instancePath+"/examples/languages",schemaPath:"#/properties/examples/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema51.properties.examples.properties.languages.type,parentSchema:schema51.properties.examples.properties.languages,data:data10};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var valid6 = _errs25 === errors;
}
}
else {
const err17 = {instancePath:instancePath+"/examples",schemaPath:"#/properties/examples/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.properties.examples.type,parentSchema:schema51.properties.examples,data:data9};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var valid0 = _errs22 === errors;
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.type,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate198.errors = vErrors;
return errors === 0;
}

const schema55 = docsSchema.definitions.fonts;
const schema56 = docsSchema.definitions.docsFont;

function validate208(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.family === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "family"},message:"must have required property '"+"family"+"'",schema:schema56.required,parentSchema:schema56,data};
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
if(!((((key0 === "family") || (key0 === "weight")) || (key0 === "source")) || (key0 === "format"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema56,data};
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
const err2 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema56.properties.family,data:data0};
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
const err3 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.family.type,parentSchema:schema56.properties.family,data:data0};
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
const err4 = {instancePath:instancePath+"/weight",schemaPath:"#/properties/weight/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema56.properties.weight.type,parentSchema:schema56.properties.weight,data:data1};
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
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
const _errs7 = errors;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err5 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema56.properties.source,data:data2};
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
const err6 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.source.type,parentSchema:schema56.properties.source,data:data2};
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
const err7 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.format.type,parentSchema:schema56.properties.format,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs9 = errors;
const vSchema0 = schema56.properties.format.enum;
if(!((((data3 === "woff2") || (data3 === "woff")) || (data3 === "truetype")) || (data3 === "opentype"))){
const err8 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/enum",keyword:"enum",params:{allowedValues: schema56.properties.format.enum},message:"must be equal to one of the allowed values",schema:schema56.properties.format.enum,parentSchema:schema56.properties.format,data:data3};
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
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema56.type,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate208.errors = vErrors;
return errors === 0;
}


function validate207(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if((data.source === undefined) && (missing1 = "source")){
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
const err4 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "family"},message:"must have required property '"+"family"+"'",schema:schema55.then.required,parentSchema:schema55.then,data};
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
const err5 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema55.if,parentSchema:schema55,data};
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
if(!((((((key0 === "family") || (key0 === "weight")) || (key0 === "source")) || (key0 === "format")) || (key0 === "heading")) || (key0 === "body"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema55,data};
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
const err7 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema55.properties.family,data:data0};
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
const err8 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.family.type,parentSchema:schema55.properties.family,data:data0};
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
const err9 = {instancePath:instancePath+"/weight",schemaPath:"#/properties/weight/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema55.properties.weight.type,parentSchema:schema55.properties.weight,data:data1};
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
if(data.source !== undefined){
let data2 = data.source;
const _errs13 = errors;
const _errs14 = errors;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err10 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema55.properties.source,data:data2};
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
const err11 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.source.type,parentSchema:schema55.properties.source,data:data2};
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
const err12 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.format.type,parentSchema:schema55.properties.format,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const _errs16 = errors;
const vSchema0 = schema55.properties.format.enum;
if(!((((data3 === "woff2") || (data3 === "woff")) || (data3 === "truetype")) || (data3 === "opentype"))){
const err13 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/enum",keyword:"enum",params:{allowedValues: schema55.properties.format.enum},message:"must be equal to one of the allowed values",schema:schema55.properties.format.enum,parentSchema:schema55.properties.format,data:data3};
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
if(data.heading !== undefined){
let data4 = data.heading;
const _errs17 = errors;
const _errs18 = errors;
if(!(validate208(data4, {instancePath:instancePath+"/heading",parentData:data,parentDataProperty:"heading",rootData}))){
vErrors = vErrors === null ? validate208.errors : vErrors.concat(validate208.errors);
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
if(!(validate208(data5, {instancePath:instancePath+"/body",parentData:data,parentDataProperty:"body",rootData}))){
vErrors = vErrors === null ? validate208.errors : vErrors.concat(validate208.errors);
errors = vErrors.length;
}
else {
}
var valid4 = _errs20 === errors;
var valid2 = _errs19 === errors;
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.type,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate207.errors = vErrors;
return errors === 0;
}

const schema57 = docsSchema.definitions.docsIntegrations;
const schema58 = docsSchema.definitions.unsupportedAnalytics;

function validate215(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate215.errors = null;
return true;
}

const schema59 = docsSchema.definitions.amplitudeAnalytics;
const pattern3 = new RegExp("^[A-Za-z0-9_-]+$", "u");

function validate217(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apiKey === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "apiKey"},message:"must have required property '"+"apiKey"+"'",schema:schema59.required,parentSchema:schema59,data};
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
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema59,data};
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
if(!pattern3.test(data0)){
const err2 = {instancePath:instancePath+"/apiKey",schemaPath:"#/properties/apiKey/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\"",schema:"^[A-Za-z0-9_-]+$",parentSchema:schema59.properties.apiKey,data:data0};
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
const err3 = {instancePath:instancePath+"/apiKey",schemaPath:"#/properties/apiKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.apiKey.type,parentSchema:schema59.properties.apiKey,data:data0};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema59.type,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate217.errors = vErrors;
return errors === 0;
}

const schema60 = docsSchema.definitions.fathomAnalytics;

function validate222(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.siteId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "siteId"},message:"must have required property '"+"siteId"+"'",schema:schema60.required,parentSchema:schema60,data};
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
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema60,data};
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
const err2 = {instancePath:instancePath+"/siteId",schemaPath:"#/properties/siteId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema60.properties.siteId,data:data0};
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
const err3 = {instancePath:instancePath+"/siteId",schemaPath:"#/properties/siteId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.siteId.type,parentSchema:schema60.properties.siteId,data:data0};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema60.type,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate222.errors = vErrors;
return errors === 0;
}

const schema61 = docsSchema.definitions.unsupportedIntegration;

function validate224(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate224.errors = null;
return true;
}

const schema62 = docsSchema.definitions.ga4Analytics;

function validate226(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.measurementId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "measurementId"},message:"must have required property '"+"measurementId"+"'",schema:schema62.required,parentSchema:schema62,data};
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
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema62,data};
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
const err2 = {instancePath:instancePath+"/measurementId",schemaPath:"#/properties/measurementId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema62.properties.measurementId,data:data0};
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
const err3 = {instancePath:instancePath+"/measurementId",schemaPath:"#/properties/measurementId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema62.properties.measurementId.type,parentSchema:schema62.properties.measurementId,data:data0};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.type,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate226.errors = vErrors;
return errors === 0;
}

const schema63 = docsSchema.definitions.gtmAnalytics;

function validate228(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tagId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tagId"},message:"must have required property '"+"tagId"+"'",schema:schema63.required,parentSchema:schema63,data};
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
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema63,data};
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
const err2 = {instancePath:instancePath+"/tagId",schemaPath:"#/properties/tagId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema63.properties.tagId,data:data0};
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
const err3 = {instancePath:instancePath+"/tagId",schemaPath:"#/properties/tagId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.tagId.type,parentSchema:schema63.properties.tagId,data:data0};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.type,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate228.errors = vErrors;
return errors === 0;
}

const schema64 = docsSchema.definitions.hotjarAnalytics;
const pattern4 = new RegExp("^[0-9]+$", "u");

function validate232(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.hjid === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hjid"},message:"must have required property '"+"hjid"+"'",schema:schema64.required,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.hjsv === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hjsv"},message:"must have required property '"+"hjsv"+"'",schema:schema64.required,parentSchema:schema64,data};
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
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema64,data};
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
const err3 = {instancePath:instancePath+"/hjid",schemaPath:"#/properties/hjid/type",keyword:"type",params:{type: schema64.properties.hjid.type},message:"must be string,integer",schema:schema64.properties.hjid.type,parentSchema:schema64.properties.hjid,data:data0};
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
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/hjid",schemaPath:"#/properties/hjid/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\"",schema:"^[0-9]+$",parentSchema:schema64.properties.hjid,data:data0};
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
const err5 = {instancePath:instancePath+"/hjsv",schemaPath:"#/properties/hjsv/type",keyword:"type",params:{type: schema64.properties.hjsv.type},message:"must be string,integer",schema:schema64.properties.hjsv.type,parentSchema:schema64.properties.hjsv,data:data1};
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
if(!pattern4.test(data1)){
const err6 = {instancePath:instancePath+"/hjsv",schemaPath:"#/properties/hjsv/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\"",schema:"^[0-9]+$",parentSchema:schema64.properties.hjsv,data:data1};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema64.type,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate232.errors = vErrors;
return errors === 0;
}

const schema65 = docsSchema.definitions.intercomIntegration;
const pattern6 = new RegExp("^[A-Za-z0-9]+$", "u");

function validate234(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((typeof data !== "string") && (!(data && typeof data == "object" && !Array.isArray(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema65.type},message:"must be string,object",schema:schema65.type,parentSchema:schema65,data};
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
if(!pattern6.test(data)){
const err1 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9]+$"},message:"must match pattern \""+"^[A-Za-z0-9]+$"+"\"",schema:"^[A-Za-z0-9]+$",parentSchema:schema65,data};
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
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "appId"},message:"must have required property '"+"appId"+"'",schema:schema65.required,parentSchema:schema65,data};
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
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema65,data};
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
if(!pattern6.test(data0)){
const err4 = {instancePath:instancePath+"/appId",schemaPath:"#/properties/appId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9]+$"},message:"must match pattern \""+"^[A-Za-z0-9]+$"+"\"",schema:"^[A-Za-z0-9]+$",parentSchema:schema65.properties.appId,data:data0};
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
const err5 = {instancePath:instancePath+"/appId",schemaPath:"#/properties/appId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.appId.type,parentSchema:schema65.properties.appId,data:data0};
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
validate234.errors = vErrors;
return errors === 0;
}

const schema66 = docsSchema.definitions.koalaAnalytics;

function validate236(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.publicApiKey === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "publicApiKey"},message:"must have required property '"+"publicApiKey"+"'",schema:schema66.required,parentSchema:schema66,data};
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
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema66,data};
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
if(!pattern3.test(data0)){
const err2 = {instancePath:instancePath+"/publicApiKey",schemaPath:"#/properties/publicApiKey/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\"",schema:"^[A-Za-z0-9_-]+$",parentSchema:schema66.properties.publicApiKey,data:data0};
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
const err3 = {instancePath:instancePath+"/publicApiKey",schemaPath:"#/properties/publicApiKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.publicApiKey.type,parentSchema:schema66.properties.publicApiKey,data:data0};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema66.type,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate236.errors = vErrors;
return errors === 0;
}

const schema67 = docsSchema.definitions.mixpanelAnalytics;

function validate239(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.projectToken === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "projectToken"},message:"must have required property '"+"projectToken"+"'",schema:schema67.required,parentSchema:schema67,data};
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
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data};
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
const err2 = {instancePath:instancePath+"/projectToken",schemaPath:"#/properties/projectToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema67.properties.projectToken,data:data0};
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
const err3 = {instancePath:instancePath+"/projectToken",schemaPath:"#/properties/projectToken/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.projectToken.type,parentSchema:schema67.properties.projectToken,data:data0};
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
const err4 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.region.type,parentSchema:schema67.properties.region,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs5 = errors;
const vSchema0 = schema67.properties.region.enum;
if(!(((data1 === "us") || (data1 === "eu")) || (data1 === "in"))){
const err5 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/enum",keyword:"enum",params:{allowedValues: schema67.properties.region.enum},message:"must be equal to one of the allowed values",schema:schema67.properties.region.enum,parentSchema:schema67.properties.region,data:data1};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate239.errors = vErrors;
return errors === 0;
}

const schema68 = docsSchema.definitions.plausibleAnalytics;
const pattern9 = new RegExp("^[A-Za-z0-9.-]+(:[0-9]+)?$", "u");

function validate243(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.domain === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "domain"},message:"must have required property '"+"domain"+"'",schema:schema68.required,parentSchema:schema68,data};
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
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema68,data};
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
const err2 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema68.properties.domain,data:data0};
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
const err3 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.domain.type,parentSchema:schema68.properties.domain,data:data0};
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
if(!pattern9.test(data1)){
const err4 = {instancePath:instancePath+"/server",schemaPath:"#/properties/server/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9.-]+(:[0-9]+)?$"},message:"must match pattern \""+"^[A-Za-z0-9.-]+(:[0-9]+)?$"+"\"",schema:"^[A-Za-z0-9.-]+(:[0-9]+)?$",parentSchema:schema68.properties.server,data:data1};
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
const err5 = {instancePath:instancePath+"/server",schemaPath:"#/properties/server/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.server.type,parentSchema:schema68.properties.server,data:data1};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema68.type,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate243.errors = vErrors;
return errors === 0;
}

const schema69 = docsSchema.definitions.posthogAnalytics;
const pattern10 = new RegExp("^https?://[A-Za-z0-9.-]+(:[0-9]+)?(/[^\\s?#;,'\"]*)?$", "u");

function validate245(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apiKey === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "apiKey"},message:"must have required property '"+"apiKey"+"'",schema:schema69.required,parentSchema:schema69,data};
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
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema69,data};
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
const err2 = {instancePath:instancePath+"/apiKey",schemaPath:"#/properties/apiKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema69.properties.apiKey,data:data0};
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
const err3 = {instancePath:instancePath+"/apiKey",schemaPath:"#/properties/apiKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.apiKey.type,parentSchema:schema69.properties.apiKey,data:data0};
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
if(!pattern10.test(data1)){
const err4 = {instancePath:instancePath+"/apiHost",schemaPath:"#/properties/apiHost/pattern",keyword:"pattern",params:{pattern: "^https?://[A-Za-z0-9.-]+(:[0-9]+)?(/[^\\s?#;,'\"]*)?$"},message:"must match pattern \""+"^https?://[A-Za-z0-9.-]+(:[0-9]+)?(/[^\\s?#;,'\"]*)?$"+"\"",schema:"^https?://[A-Za-z0-9.-]+(:[0-9]+)?(/[^\\s?#;,'\"]*)?$",parentSchema:schema69.properties.apiHost,data:data1};
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
const err5 = {instancePath:instancePath+"/apiHost",schemaPath:"#/properties/apiHost/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.apiHost.type,parentSchema:schema69.properties.apiHost,data:data1};
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
const err6 = {instancePath:instancePath+"/sessionRecording",schemaPath:"#/properties/sessionRecording/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema69.properties.sessionRecording.type,parentSchema:schema69.properties.sessionRecording,data:data2};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.type,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate245.errors = vErrors;
return errors === 0;
}

const schema70 = docsSchema.definitions.segmentAnalytics;

function validate247(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.key === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'",schema:schema70.required,parentSchema:schema70,data};
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
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema70,data};
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
if(!pattern3.test(data0)){
const err2 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\"",schema:"^[A-Za-z0-9_-]+$",parentSchema:schema70.properties.key,data:data0};
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
const err3 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema70.properties.key.type,parentSchema:schema70.properties.key,data:data0};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema70.type,parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate247.errors = vErrors;
return errors === 0;
}


function validate214(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(func0.call(schema57.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.adobe !== undefined){
let data0 = data.adobe;
const _errs2 = errors;
if(!(validate215(data0, {instancePath:instancePath+"/adobe",parentData:data,parentDataProperty:"adobe",rootData}))){
vErrors = vErrors === null ? validate215.errors : vErrors.concat(validate215.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs2 === errors;
}
if(data.amplitude !== undefined){
let data1 = data.amplitude;
const _errs3 = errors;
if(!(validate217(data1, {instancePath:instancePath+"/amplitude",parentData:data,parentDataProperty:"amplitude",rootData}))){
vErrors = vErrors === null ? validate217.errors : vErrors.concat(validate217.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs3 === errors;
}
if(data.clarity !== undefined){
let data2 = data.clarity;
const _errs4 = errors;
if(!(validate215(data2, {instancePath:instancePath+"/clarity",parentData:data,parentDataProperty:"clarity",rootData}))){
vErrors = vErrors === null ? validate215.errors : vErrors.concat(validate215.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs4 === errors;
}
if(data.clearbit !== undefined){
let data3 = data.clearbit;
const _errs5 = errors;
if(!(validate215(data3, {instancePath:instancePath+"/clearbit",parentData:data,parentDataProperty:"clearbit",rootData}))){
vErrors = vErrors === null ? validate215.errors : vErrors.concat(validate215.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs5 === errors;
}
if(data.cookies !== undefined){
let data4 = data.cookies;
const _errs6 = errors;
if(!(validate215(data4, {instancePath:instancePath+"/cookies",parentData:data,parentDataProperty:"cookies",rootData}))){
vErrors = vErrors === null ? validate215.errors : vErrors.concat(validate215.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs6 === errors;
}
if(data.fathom !== undefined){
let data5 = data.fathom;
const _errs7 = errors;
if(!(validate222(data5, {instancePath:instancePath+"/fathom",parentData:data,parentDataProperty:"fathom",rootData}))){
vErrors = vErrors === null ? validate222.errors : vErrors.concat(validate222.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs7 === errors;
}
if(data.frontchat !== undefined){
let data6 = data.frontchat;
const _errs8 = errors;
if(!(validate224(data6, {instancePath:instancePath+"/frontchat",parentData:data,parentDataProperty:"frontchat",rootData}))){
vErrors = vErrors === null ? validate224.errors : vErrors.concat(validate224.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs8 === errors;
}
if(data.ga4 !== undefined){
let data7 = data.ga4;
const _errs9 = errors;
if(!(validate226(data7, {instancePath:instancePath+"/ga4",parentData:data,parentDataProperty:"ga4",rootData}))){
vErrors = vErrors === null ? validate226.errors : vErrors.concat(validate226.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs9 === errors;
}
if(data.gtm !== undefined){
let data8 = data.gtm;
const _errs10 = errors;
if(!(validate228(data8, {instancePath:instancePath+"/gtm",parentData:data,parentDataProperty:"gtm",rootData}))){
vErrors = vErrors === null ? validate228.errors : vErrors.concat(validate228.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs10 === errors;
}
if(data.heap !== undefined){
let data9 = data.heap;
const _errs11 = errors;
if(!(validate215(data9, {instancePath:instancePath+"/heap",parentData:data,parentDataProperty:"heap",rootData}))){
vErrors = vErrors === null ? validate215.errors : vErrors.concat(validate215.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs11 === errors;
}
if(data.hightouch !== undefined){
let data10 = data.hightouch;
const _errs12 = errors;
if(!(validate215(data10, {instancePath:instancePath+"/hightouch",parentData:data,parentDataProperty:"hightouch",rootData}))){
vErrors = vErrors === null ? validate215.errors : vErrors.concat(validate215.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs12 === errors;
}
if(data.hotjar !== undefined){
let data11 = data.hotjar;
const _errs13 = errors;
if(!(validate232(data11, {instancePath:instancePath+"/hotjar",parentData:data,parentDataProperty:"hotjar",rootData}))){
vErrors = vErrors === null ? validate232.errors : vErrors.concat(validate232.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs13 === errors;
}
if(data.intercom !== undefined){
let data12 = data.intercom;
const _errs14 = errors;
if(!(validate234(data12, {instancePath:instancePath+"/intercom",parentData:data,parentDataProperty:"intercom",rootData}))){
vErrors = vErrors === null ? validate234.errors : vErrors.concat(validate234.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs14 === errors;
}
if(data.koala !== undefined){
let data13 = data.koala;
const _errs15 = errors;
if(!(validate236(data13, {instancePath:instancePath+"/koala",parentData:data,parentDataProperty:"koala",rootData}))){
vErrors = vErrors === null ? validate236.errors : vErrors.concat(validate236.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs15 === errors;
}
if(data.logrocket !== undefined){
let data14 = data.logrocket;
const _errs16 = errors;
if(!(validate215(data14, {instancePath:instancePath+"/logrocket",parentData:data,parentDataProperty:"logrocket",rootData}))){
vErrors = vErrors === null ? validate215.errors : vErrors.concat(validate215.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs16 === errors;
}
if(data.mixpanel !== undefined){
let data15 = data.mixpanel;
const _errs17 = errors;
if(!(validate239(data15, {instancePath:instancePath+"/mixpanel",parentData:data,parentDataProperty:"mixpanel",rootData}))){
vErrors = vErrors === null ? validate239.errors : vErrors.concat(validate239.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs17 === errors;
}
if(data.osano !== undefined){
let data16 = data.osano;
const _errs18 = errors;
if(!(validate224(data16, {instancePath:instancePath+"/osano",parentData:data,parentDataProperty:"osano",rootData}))){
vErrors = vErrors === null ? validate224.errors : vErrors.concat(validate224.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs18 === errors;
}
if(data.pirsch !== undefined){
let data17 = data.pirsch;
const _errs19 = errors;
if(!(validate215(data17, {instancePath:instancePath+"/pirsch",parentData:data,parentDataProperty:"pirsch",rootData}))){
vErrors = vErrors === null ? validate215.errors : vErrors.concat(validate215.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs19 === errors;
}
if(data.plausible !== undefined){
let data18 = data.plausible;
const _errs20 = errors;
if(!(validate243(data18, {instancePath:instancePath+"/plausible",parentData:data,parentDataProperty:"plausible",rootData}))){
vErrors = vErrors === null ? validate243.errors : vErrors.concat(validate243.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs20 === errors;
}
if(data.posthog !== undefined){
let data19 = data.posthog;
const _errs21 = errors;
if(!(validate245(data19, {instancePath:instancePath+"/posthog",parentData:data,parentDataProperty:"posthog",rootData}))){
vErrors = vErrors === null ? validate245.errors : vErrors.concat(validate245.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs21 === errors;
}
if(data.segment !== undefined){
let data20 = data.segment;
const _errs22 = errors;
if(!(validate247(data20, {instancePath:instancePath+"/segment",parentData:data,parentDataProperty:"segment",rootData}))){
vErrors = vErrors === null ? validate247.errors : vErrors.concat(validate247.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs22 === errors;
}
if(data.telemetry !== undefined){
let data21 = data.telemetry;
const _errs23 = errors;
if(!(validate224(data21, {instancePath:instancePath+"/telemetry",parentData:data,parentDataProperty:"telemetry",rootData}))){
vErrors = vErrors === null ? validate224.errors : vErrors.concat(validate224.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs23 === errors;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema57.type,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate214.errors = vErrors;
return errors === 0;
}

const pattern1 = new RegExp("^https://github\\.com/[A-Za-z0-9-]+/[A-Za-z0-9._-]+", "u");

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
if(data.theme !== undefined){
let data1 = data.theme;
const _errs4 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.theme.type,parentSchema:schema0.properties.theme,data:data1};
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
if(data.name !== undefined){
let data2 = data.name;
const _errs6 = errors;
const _errs7 = errors;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema0.properties.name,data:data2};
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
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.name.type,parentSchema:schema0.properties.name,data:data2};
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
if(data.colors !== undefined){
let data3 = data.colors;
const _errs8 = errors;
if(!(validate1(data3, {instancePath:instancePath+"/colors",parentData:data,parentDataProperty:"colors",rootData}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs8 === errors;
}
if(data.logo !== undefined){
let data4 = data.logo;
const _errs9 = errors;
if(!(validate7(data4, {instancePath:instancePath+"/logo",parentData:data,parentDataProperty:"logo",rootData}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs9 === errors;
}
if(data.favicon !== undefined){
let data5 = data.favicon;
const _errs10 = errors;
if(!(validate9(data5, {instancePath:instancePath+"/favicon",parentData:data,parentDataProperty:"favicon",rootData}))){
vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs10 === errors;
}
if(data.appearance !== undefined){
let data6 = data.appearance;
const _errs11 = errors;
if(!(validate11(data6, {instancePath:instancePath+"/appearance",parentData:data,parentDataProperty:"appearance",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs11 === errors;
}
if(data.background !== undefined){
let data7 = data.background;
const _errs12 = errors;
if(!(validate13(data7, {instancePath:instancePath+"/background",parentData:data,parentDataProperty:"background",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs12 === errors;
}
if(data.icons !== undefined){
let data8 = data.icons;
const _errs13 = errors;
if(!(validate17(data8, {instancePath:instancePath+"/icons",parentData:data,parentDataProperty:"icons",rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs13 === errors;
}
if(data.navbar !== undefined){
let data9 = data.navbar;
const _errs14 = errors;
if(!(validate19(data9, {instancePath:instancePath+"/navbar",parentData:data,parentDataProperty:"navbar",rootData}))){
vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs14 === errors;
}
if(data.navigation !== undefined){
let data10 = data.navigation;
const _errs15 = errors;
if(!(validate25(data10, {instancePath:instancePath+"/navigation",parentData:data,parentDataProperty:"navigation",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs15 === errors;
}
if(data.footer !== undefined){
let data11 = data.footer;
const _errs16 = errors;
if(!(validate192(data11, {instancePath:instancePath+"/footer",parentData:data,parentDataProperty:"footer",rootData}))){
vErrors = vErrors === null ? validate192.errors : vErrors.concat(validate192.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs16 === errors;
}
if(data.api !== undefined){
let data12 = data.api;
const _errs17 = errors;
if(!(validate198(data12, {instancePath:instancePath+"/api",parentData:data,parentDataProperty:"api",rootData}))){
vErrors = vErrors === null ? validate198.errors : vErrors.concat(validate198.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs17 === errors;
}
if(data.description !== undefined){
let data13 = data.description;
const _errs18 = errors;
if(typeof data13 !== "string"){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.description.type,parentSchema:schema0.properties.description,data:data13};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs19 = errors;
var valid0 = _errs18 === errors;
}
if(data.fonts !== undefined){
let data14 = data.fonts;
const _errs20 = errors;
if(!(validate207(data14, {instancePath:instancePath+"/fonts",parentData:data,parentDataProperty:"fonts",rootData}))){
vErrors = vErrors === null ? validate207.errors : vErrors.concat(validate207.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs20 === errors;
}
if(data.styling !== undefined){
let data15 = data.styling;
const _errs21 = errors;
const _errs22 = errors;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
const _errs23 = errors;
for(const key1 in data15){
if(!(((key1 === "codeblocks") || (key1 === "eyebrows")) || (key1 === "latex"))){
const err8 = {instancePath:instancePath+"/styling",schemaPath:"#/properties/styling/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema0.properties.styling,data:data15};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data15.codeblocks !== undefined){
let data16 = data15.codeblocks;
const _errs24 = errors;
if((typeof data16 !== "string") && (!(data16 && typeof data16 == "object" && !Array.isArray(data16)))){
const err9 = {instancePath:instancePath+"/styling/codeblocks",schemaPath:"#/properties/styling/properties/codeblocks/type",keyword:"type",params:{type: schema0.properties.styling.properties.codeblocks.type},message:"must be string,object",schema:schema0.properties.styling.properties.codeblocks.type,parentSchema:schema0.properties.styling.properties.codeblocks,data:data16};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const _errs25 = errors;
var valid1 = _errs24 === errors;
}
if(data15.eyebrows !== undefined){
let data17 = data15.eyebrows;
const _errs26 = errors;
if(typeof data17 !== "string"){
const err10 = {instancePath:instancePath+"/styling/eyebrows",schemaPath:"#/properties/styling/properties/eyebrows/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.styling.properties.eyebrows.type,parentSchema:schema0.properties.styling.properties.eyebrows,data:data17};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs27 = errors;
const vSchema0 = schema0.properties.styling.properties.eyebrows.enum;
if(!((data17 === "section") || (data17 === "breadcrumbs"))){
const err11 = {instancePath:instancePath+"/styling/eyebrows",schemaPath:"#/properties/styling/properties/eyebrows/enum",keyword:"enum",params:{allowedValues: schema0.properties.styling.properties.eyebrows.enum},message:"must be equal to one of the allowed values",schema:schema0.properties.styling.properties.eyebrows.enum,parentSchema:schema0.properties.styling.properties.eyebrows,data:data17};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var valid1 = _errs26 === errors;
}
}
else {
const err12 = {instancePath:instancePath+"/styling",schemaPath:"#/properties/styling/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.properties.styling.type,parentSchema:schema0.properties.styling,data:data15};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var valid0 = _errs21 === errors;
}
if(data.feedback !== undefined){
let data18 = data.feedback;
const _errs28 = errors;
const _errs29 = errors;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
const _errs30 = errors;
for(const key2 in data18){
if(!((((key2 === "thumbsRating") || (key2 === "suggestEdit")) || (key2 === "raiseIssue")) || (key2 === "repo"))){
const err13 = {instancePath:instancePath+"/feedback",schemaPath:"#/properties/feedback/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema0.properties.feedback,data:data18};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data18.thumbsRating !== undefined){
let data19 = data18.thumbsRating;
const _errs31 = errors;
if(typeof data19 !== "boolean"){
const err14 = {instancePath:instancePath+"/feedback/thumbsRating",schemaPath:"#/properties/feedback/properties/thumbsRating/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema0.properties.feedback.properties.thumbsRating.type,parentSchema:schema0.properties.feedback.properties.thumbsRating,data:data19};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const _errs32 = errors;
var valid2 = _errs31 === errors;
}
if(data18.suggestEdit !== undefined){
let data20 = data18.suggestEdit;
const _errs33 = errors;
if(typeof data20 !== "boolean"){
const err15 = {instancePath:instancePath+"/feedback/suggestEdit",schemaPath:"#/properties/feedback/properties/suggestEdit/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema0.properties.feedback.properties.suggestEdit.type,parentSchema:schema0.properties.feedback.properties.suggestEdit,data:data20};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const _errs34 = errors;
var valid2 = _errs33 === errors;
}
if(data18.raiseIssue !== undefined){
let data21 = data18.raiseIssue;
const _errs35 = errors;
if(typeof data21 !== "boolean"){
const err16 = {instancePath:instancePath+"/feedback/raiseIssue",schemaPath:"#/properties/feedback/properties/raiseIssue/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema0.properties.feedback.properties.raiseIssue.type,parentSchema:schema0.properties.feedback.properties.raiseIssue,data:data21};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const _errs36 = errors;
var valid2 = _errs35 === errors;
}
if(data18.repo !== undefined){
let data22 = data18.repo;
const _errs37 = errors;
const _errs38 = errors;
if(typeof data22 === "string"){
if(!pattern1.test(data22)){
const err17 = {instancePath:instancePath+"/feedback/repo",schemaPath:"#/properties/feedback/properties/repo/pattern",keyword:"pattern",params:{pattern: "^https://github\\.com/[A-Za-z0-9-]+/[A-Za-z0-9._-]+"},message:"must match pattern \""+"^https://github\\.com/[A-Za-z0-9-]+/[A-Za-z0-9._-]+"+"\"",schema:"^https://github\\.com/[A-Za-z0-9-]+/[A-Za-z0-9._-]+",parentSchema:schema0.properties.feedback.properties.repo,data:data22};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/feedback/repo",schemaPath:"#/properties/feedback/properties/repo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.feedback.properties.repo.type,parentSchema:schema0.properties.feedback.properties.repo,data:data22};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var valid2 = _errs37 === errors;
}
}
else {
const err19 = {instancePath:instancePath+"/feedback",schemaPath:"#/properties/feedback/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.properties.feedback.type,parentSchema:schema0.properties.feedback,data:data18};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var valid0 = _errs28 === errors;
}
if(data.thumbnails !== undefined){
let data23 = data.thumbnails;
const _errs39 = errors;
const _errs40 = errors;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
const _errs41 = errors;
for(const key3 in data23){
if(!(((key3 === "appearance") || (key3 === "background")) || (key3 === "fonts"))){
const err20 = {instancePath:instancePath+"/thumbnails",schemaPath:"#/properties/thumbnails/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema0.properties.thumbnails,data:data23};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data23.appearance !== undefined){
let data24 = data23.appearance;
const _errs42 = errors;
if(typeof data24 !== "string"){
const err21 = {instancePath:instancePath+"/thumbnails/appearance",schemaPath:"#/properties/thumbnails/properties/appearance/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.thumbnails.properties.appearance.type,parentSchema:schema0.properties.thumbnails.properties.appearance,data:data24};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const _errs43 = errors;
const vSchema1 = schema0.properties.thumbnails.properties.appearance.enum;
if(!((data24 === "light") || (data24 === "dark"))){
const err22 = {instancePath:instancePath+"/thumbnails/appearance",schemaPath:"#/properties/thumbnails/properties/appearance/enum",keyword:"enum",params:{allowedValues: schema0.properties.thumbnails.properties.appearance.enum},message:"must be equal to one of the allowed values",schema:schema0.properties.thumbnails.properties.appearance.enum,parentSchema:schema0.properties.thumbnails.properties.appearance,data:data24};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var valid3 = _errs42 === errors;
}
if(data23.background !== undefined){
let data25 = data23.background;
const _errs44 = errors;
const _errs45 = errors;
if(typeof data25 === "string"){
if(func1(data25) < 1){
const err23 = {instancePath:instancePath+"/thumbnails/background",schemaPath:"#/properties/thumbnails/properties/background/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema0.properties.thumbnails.properties.background,data:data25};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/thumbnails/background",schemaPath:"#/properties/thumbnails/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.thumbnails.properties.background.type,parentSchema:schema0.properties.thumbnails.properties.background,data:data25};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var valid3 = _errs44 === errors;
}
if(data23.fonts !== undefined){
let data26 = data23.fonts;
const _errs46 = errors;
const _errs47 = errors;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
const _errs48 = errors;
for(const key4 in data26){
if(!(key4 === "family")){
const err25 = {instancePath:instancePath+"/thumbnails/fonts",schemaPath:"#/properties/thumbnails/properties/fonts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema0.properties.thumbnails.properties.fonts,data:data26};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data26.family !== undefined){
let data27 = data26.family;
const _errs49 = errors;
if(typeof data27 !== "string"){
const err26 = {instancePath:instancePath+"/thumbnails/fonts/family",schemaPath:"#/properties/thumbnails/properties/fonts/properties/family/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.thumbnails.properties.fonts.properties.family.type,parentSchema:schema0.properties.thumbnails.properties.fonts.properties.family,data:data27};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const _errs50 = errors;
var valid4 = _errs49 === errors;
}
}
else {
const err27 = {instancePath:instancePath+"/thumbnails/fonts",schemaPath:"#/properties/thumbnails/properties/fonts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.properties.thumbnails.properties.fonts.type,parentSchema:schema0.properties.thumbnails.properties.fonts,data:data26};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var valid3 = _errs46 === errors;
}
}
else {
const err28 = {instancePath:instancePath+"/thumbnails",schemaPath:"#/properties/thumbnails/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.properties.thumbnails.type,parentSchema:schema0.properties.thumbnails,data:data23};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var valid0 = _errs39 === errors;
}
if(data.banner !== undefined){
let data28 = data.banner;
const _errs51 = errors;
const _errs52 = errors;
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.content === undefined){
const err29 = {instancePath:instancePath+"/banner",schemaPath:"#/properties/banner/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'",schema:schema0.properties.banner.required,parentSchema:schema0.properties.banner,data:data28};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const _errs53 = errors;
for(const key5 in data28){
if(!((((key5 === "content") || (key5 === "dismissible")) || (key5 === "type")) || (key5 === "color"))){
const err30 = {instancePath:instancePath+"/banner",schemaPath:"#/properties/banner/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema0.properties.banner,data:data28};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data28.content !== undefined){
let data29 = data28.content;
const _errs54 = errors;
const _errs55 = errors;
if(typeof data29 === "string"){
if(func1(data29) < 1){
const err31 = {instancePath:instancePath+"/banner/content",schemaPath:"#/properties/banner/properties/content/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema0.properties.banner.properties.content,data:data29};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/banner/content",schemaPath:"#/properties/banner/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.banner.properties.content.type,parentSchema:schema0.properties.banner.properties.content,data:data29};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var valid5 = _errs54 === errors;
}
if(data28.dismissible !== undefined){
let data30 = data28.dismissible;
const _errs56 = errors;
if(typeof data30 !== "boolean"){
const err33 = {instancePath:instancePath+"/banner/dismissible",schemaPath:"#/properties/banner/properties/dismissible/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema0.properties.banner.properties.dismissible.type,parentSchema:schema0.properties.banner.properties.dismissible,data:data30};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
const _errs57 = errors;
var valid5 = _errs56 === errors;
}
if(data28.type !== undefined){
let data31 = data28.type;
const _errs58 = errors;
if(typeof data31 !== "string"){
const err34 = {instancePath:instancePath+"/banner/type",schemaPath:"#/properties/banner/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.banner.properties.type.type,parentSchema:schema0.properties.banner.properties.type,data:data31};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const _errs59 = errors;
const vSchema2 = schema0.properties.banner.properties.type.enum;
if(!(((data31 === "info") || (data31 === "warning")) || (data31 === "critical"))){
const err35 = {instancePath:instancePath+"/banner/type",schemaPath:"#/properties/banner/properties/type/enum",keyword:"enum",params:{allowedValues: schema0.properties.banner.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema0.properties.banner.properties.type.enum,parentSchema:schema0.properties.banner.properties.type,data:data31};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var valid5 = _errs58 === errors;
}
if(data28.color !== undefined){
let data32 = data28.color;
const _errs60 = errors;
if((typeof data32 !== "string") && (!(data32 && typeof data32 == "object" && !Array.isArray(data32)))){
const err36 = {instancePath:instancePath+"/banner/color",schemaPath:"#/properties/banner/properties/color/type",keyword:"type",params:{type: schema0.properties.banner.properties.color.type},message:"must be string,object",schema:schema0.properties.banner.properties.color.type,parentSchema:schema0.properties.banner.properties.color,data:data32};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
const _errs61 = errors;
if(typeof data32 === "string"){
if(!pattern0.test(data32)){
const err37 = {instancePath:instancePath+"/banner/color",schemaPath:"#/properties/banner/properties/color/pattern",keyword:"pattern",params:{pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"},message:"must match pattern \""+"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"+"\"",schema:"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",parentSchema:schema0.properties.banner.properties.color,data:data32};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
const _errs62 = errors;
for(const key6 in data32){
if(!((key6 === "light") || (key6 === "dark"))){
const err38 = {instancePath:instancePath+"/banner/color",schemaPath:"#/properties/banner/properties/color/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema0.properties.banner.properties.color,data:data32};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data32.light !== undefined){
let data33 = data32.light;
const _errs63 = errors;
const _errs64 = errors;
if(!(validate2(data33, {instancePath:instancePath+"/banner/color/light",parentData:data32,parentDataProperty:"light",rootData}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
else {
}
var valid7 = _errs64 === errors;
var valid6 = _errs63 === errors;
}
if(data32.dark !== undefined){
let data34 = data32.dark;
const _errs65 = errors;
const _errs66 = errors;
if(!(validate2(data34, {instancePath:instancePath+"/banner/color/dark",parentData:data32,parentDataProperty:"dark",rootData}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
else {
}
var valid8 = _errs66 === errors;
var valid6 = _errs65 === errors;
}
}
var valid5 = _errs60 === errors;
}
}
else {
const err39 = {instancePath:instancePath+"/banner",schemaPath:"#/properties/banner/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.properties.banner.type,parentSchema:schema0.properties.banner,data:data28};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var valid0 = _errs51 === errors;
}
if(data.contextual !== undefined){
let data35 = data.contextual;
const _errs67 = errors;
const _errs68 = errors;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
const _errs69 = errors;
for(const key7 in data35){
if(!((key7 === "options") || (key7 === "display"))){
const err40 = {instancePath:instancePath+"/contextual",schemaPath:"#/properties/contextual/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema0.properties.contextual,data:data35};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data35.options !== undefined){
let data36 = data35.options;
const _errs70 = errors;
const _errs71 = errors;
if(Array.isArray(data36)){
let valid11 = true;
const len0 = data36.length;
for(let i0=0; i0<len0; i0++){
let data37 = data36[i0];
const _errs72 = errors;
if((typeof data37 !== "string") && (!(data37 && typeof data37 == "object" && !Array.isArray(data37)))){
const err41 = {instancePath:instancePath+"/contextual/options/" + i0,schemaPath:"#/properties/contextual/properties/options/items/type",keyword:"type",params:{type: schema0.properties.contextual.properties.options.items.type},message:"must be string,object",schema:schema0.properties.contextual.properties.options.items.type,parentSchema:schema0.properties.contextual.properties.options.items,data:data37};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
const _errs73 = errors;
var valid10 = _errs72 === errors;
if(!valid10){
valid11 = false;
}
}
}
else {
const err42 = {instancePath:instancePath+"/contextual/options",schemaPath:"#/properties/contextual/properties/options/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema0.properties.contextual.properties.options.type,parentSchema:schema0.properties.contextual.properties.options,data:data36};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var valid9 = _errs70 === errors;
}
if(data35.display !== undefined){
let data38 = data35.display;
const _errs74 = errors;
if(typeof data38 !== "string"){
const err43 = {instancePath:instancePath+"/contextual/display",schemaPath:"#/properties/contextual/properties/display/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.contextual.properties.display.type,parentSchema:schema0.properties.contextual.properties.display,data:data38};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
const _errs75 = errors;
var valid9 = _errs74 === errors;
}
}
else {
const err44 = {instancePath:instancePath+"/contextual",schemaPath:"#/properties/contextual/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.properties.contextual.type,parentSchema:schema0.properties.contextual,data:data35};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var valid0 = _errs67 === errors;
}
if(data.redirects !== undefined){
let data39 = data.redirects;
const _errs76 = errors;
const _errs77 = errors;
if(Array.isArray(data39)){
let valid13 = true;
const len1 = data39.length;
for(let i1=0; i1<len1; i1++){
let data40 = data39[i1];
const _errs78 = errors;
const _errs79 = errors;
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
if(data40.source === undefined){
const err45 = {instancePath:instancePath+"/redirects/" + i1,schemaPath:"#/properties/redirects/items/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema0.properties.redirects.items.required,parentSchema:schema0.properties.redirects.items,data:data40};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data40.destination === undefined){
const err46 = {instancePath:instancePath+"/redirects/" + i1,schemaPath:"#/properties/redirects/items/required",keyword:"required",params:{missingProperty: "destination"},message:"must have required property '"+"destination"+"'",schema:schema0.properties.redirects.items.required,parentSchema:schema0.properties.redirects.items,data:data40};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
const _errs80 = errors;
for(const key8 in data40){
if(!(((key8 === "source") || (key8 === "destination")) || (key8 === "permanent"))){
const err47 = {instancePath:instancePath+"/redirects/" + i1,schemaPath:"#/properties/redirects/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema0.properties.redirects.items,data:data40};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data40.source !== undefined){
let data41 = data40.source;
const _errs81 = errors;
const _errs82 = errors;
if(typeof data41 === "string"){
if(func1(data41) < 1){
const err48 = {instancePath:instancePath+"/redirects/" + i1+"/source",schemaPath:"#/properties/redirects/items/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema0.properties.redirects.items.properties.source,data:data41};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/redirects/" + i1+"/source",schemaPath:"#/properties/redirects/items/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.redirects.items.properties.source.type,parentSchema:schema0.properties.redirects.items.properties.source,data:data41};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var valid14 = _errs81 === errors;
}
if(data40.destination !== undefined){
let data42 = data40.destination;
const _errs83 = errors;
const _errs84 = errors;
if(typeof data42 === "string"){
if(func1(data42) < 1){
const err50 = {instancePath:instancePath+"/redirects/" + i1+"/destination",schemaPath:"#/properties/redirects/items/properties/destination/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema0.properties.redirects.items.properties.destination,data:data42};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/redirects/" + i1+"/destination",schemaPath:"#/properties/redirects/items/properties/destination/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.redirects.items.properties.destination.type,parentSchema:schema0.properties.redirects.items.properties.destination,data:data42};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var valid14 = _errs83 === errors;
}
if(data40.permanent !== undefined){
let data43 = data40.permanent;
const _errs85 = errors;
if(typeof data43 !== "boolean"){
const err52 = {instancePath:instancePath+"/redirects/" + i1+"/permanent",schemaPath:"#/properties/redirects/items/properties/permanent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema0.properties.redirects.items.properties.permanent.type,parentSchema:schema0.properties.redirects.items.properties.permanent,data:data43};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
const _errs86 = errors;
var valid14 = _errs85 === errors;
}
}
else {
const err53 = {instancePath:instancePath+"/redirects/" + i1,schemaPath:"#/properties/redirects/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.properties.redirects.items.type,parentSchema:schema0.properties.redirects.items,data:data40};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var valid12 = _errs78 === errors;
if(!valid12){
valid13 = false;
}
}
}
else {
const err54 = {instancePath:instancePath+"/redirects",schemaPath:"#/properties/redirects/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema0.properties.redirects.type,parentSchema:schema0.properties.redirects,data:data39};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var valid0 = _errs76 === errors;
}
if(data.errors !== undefined){
let data44 = data.errors;
const _errs87 = errors;
const _errs88 = errors;
if(data44 && typeof data44 == "object" && !Array.isArray(data44)){
const _errs89 = errors;
for(const key9 in data44){
if(!(key9 === "404")){
const err55 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties",schema:false,parentSchema:schema0.properties.errors,data:data44};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data44["404"] !== undefined){
let data45 = data44["404"];
const _errs90 = errors;
const _errs91 = errors;
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
const _errs92 = errors;
for(const key10 in data45){
if(!(((key10 === "redirect") || (key10 === "title")) || (key10 === "description"))){
const err56 = {instancePath:instancePath+"/errors/404",schemaPath:"#/properties/errors/properties/404/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties",schema:false,parentSchema:schema0.properties.errors.properties["404"],data:data45};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data45.redirect !== undefined){
let data46 = data45.redirect;
const _errs93 = errors;
if(typeof data46 !== "boolean"){
const err57 = {instancePath:instancePath+"/errors/404/redirect",schemaPath:"#/properties/errors/properties/404/properties/redirect/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema0.properties.errors.properties["404"].properties.redirect.type,parentSchema:schema0.properties.errors.properties["404"].properties.redirect,data:data46};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
const _errs94 = errors;
var valid16 = _errs93 === errors;
}
if(data45.title !== undefined){
let data47 = data45.title;
const _errs95 = errors;
const _errs96 = errors;
if(typeof data47 === "string"){
if(func1(data47) < 1){
const err58 = {instancePath:instancePath+"/errors/404/title",schemaPath:"#/properties/errors/properties/404/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema0.properties.errors.properties["404"].properties.title,data:data47};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/errors/404/title",schemaPath:"#/properties/errors/properties/404/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.errors.properties["404"].properties.title.type,parentSchema:schema0.properties.errors.properties["404"].properties.title,data:data47};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var valid16 = _errs95 === errors;
}
if(data45.description !== undefined){
let data48 = data45.description;
const _errs97 = errors;
if(typeof data48 !== "string"){
const err60 = {instancePath:instancePath+"/errors/404/description",schemaPath:"#/properties/errors/properties/404/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.errors.properties["404"].properties.description.type,parentSchema:schema0.properties.errors.properties["404"].properties.description,data:data48};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
const _errs98 = errors;
var valid16 = _errs97 === errors;
}
}
else {
const err61 = {instancePath:instancePath+"/errors/404",schemaPath:"#/properties/errors/properties/404/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.properties.errors.properties["404"].type,parentSchema:schema0.properties.errors.properties["404"],data:data45};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var valid15 = _errs90 === errors;
}
}
else {
const err62 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.properties.errors.type,parentSchema:schema0.properties.errors,data:data44};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var valid0 = _errs87 === errors;
}
if(data.variables !== undefined){
let data49 = data.variables;
const _errs99 = errors;
const _errs100 = errors;
if(data49 && typeof data49 == "object" && !Array.isArray(data49)){
const _errs101 = errors;
for(const key11 in data49){
let data50 = data49[key11];
const _errs102 = errors;
if(typeof data50 !== "string"){
const err63 = {instancePath:instancePath+"/variables/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/variables/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.variables.additionalProperties.type,parentSchema:schema0.properties.variables.additionalProperties,data:data50};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
const _errs103 = errors;
var valid17 = _errs102 === errors;
}
}
else {
const err64 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.properties.variables.type,parentSchema:schema0.properties.variables,data:data49};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var valid0 = _errs99 === errors;
}
if(data.metadata !== undefined){
let data51 = data.metadata;
const _errs104 = errors;
const _errs105 = errors;
if(data51 && typeof data51 == "object" && !Array.isArray(data51)){
const _errs106 = errors;
for(const key12 in data51){
if(!(key12 === "timestamp")){
const err65 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties",schema:false,parentSchema:schema0.properties.metadata,data:data51};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data51.timestamp !== undefined){
let data52 = data51.timestamp;
const _errs107 = errors;
if(typeof data52 !== "boolean"){
const err66 = {instancePath:instancePath+"/metadata/timestamp",schemaPath:"#/properties/metadata/properties/timestamp/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema0.properties.metadata.properties.timestamp.type,parentSchema:schema0.properties.metadata.properties.timestamp,data:data52};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
const _errs108 = errors;
var valid18 = _errs107 === errors;
}
}
else {
const err67 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.properties.metadata.type,parentSchema:schema0.properties.metadata,data:data51};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var valid0 = _errs104 === errors;
}
if(data.seo !== undefined){
let data53 = data.seo;
const _errs109 = errors;
const _errs110 = errors;
if(data53 && typeof data53 == "object" && !Array.isArray(data53)){
const _errs111 = errors;
for(const key13 in data53){
if(!((((key13 === "indexing") || (key13 === "metatags")) || (key13 === "organization")) || (key13 === "trailingSlash"))){
const err68 = {instancePath:instancePath+"/seo",schemaPath:"#/properties/seo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties",schema:false,parentSchema:schema0.properties.seo,data:data53};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data53.indexing !== undefined){
let data54 = data53.indexing;
const _errs112 = errors;
if(typeof data54 !== "string"){
const err69 = {instancePath:instancePath+"/seo/indexing",schemaPath:"#/properties/seo/properties/indexing/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.seo.properties.indexing.type,parentSchema:schema0.properties.seo.properties.indexing,data:data54};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
const _errs113 = errors;
const vSchema3 = schema0.properties.seo.properties.indexing.enum;
if(!((data54 === "navigable") || (data54 === "all"))){
const err70 = {instancePath:instancePath+"/seo/indexing",schemaPath:"#/properties/seo/properties/indexing/enum",keyword:"enum",params:{allowedValues: schema0.properties.seo.properties.indexing.enum},message:"must be equal to one of the allowed values",schema:schema0.properties.seo.properties.indexing.enum,parentSchema:schema0.properties.seo.properties.indexing,data:data54};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var valid19 = _errs112 === errors;
}
if(data53.metatags !== undefined){
let data55 = data53.metatags;
const _errs114 = errors;
const _errs115 = errors;
if(data55 && typeof data55 == "object" && !Array.isArray(data55)){
const _errs116 = errors;
for(const key14 in data55){
let data56 = data55[key14];
const _errs117 = errors;
if(typeof data56 !== "string"){
const err71 = {instancePath:instancePath+"/seo/metatags/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/seo/properties/metatags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.seo.properties.metatags.additionalProperties.type,parentSchema:schema0.properties.seo.properties.metatags.additionalProperties,data:data56};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
const _errs118 = errors;
var valid20 = _errs117 === errors;
}
}
else {
const err72 = {instancePath:instancePath+"/seo/metatags",schemaPath:"#/properties/seo/properties/metatags/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.properties.seo.properties.metatags.type,parentSchema:schema0.properties.seo.properties.metatags,data:data55};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var valid19 = _errs114 === errors;
}
if(data53.organization !== undefined){
let data57 = data53.organization;
const _errs119 = errors;
const _errs120 = errors;
if(data57 && typeof data57 == "object" && !Array.isArray(data57)){
const _errs121 = errors;
for(const key15 in data57){
if(!((((((key15 === "id") || (key15 === "name")) || (key15 === "legalName")) || (key15 === "url")) || (key15 === "logo")) || (key15 === "sameAs"))){
const err73 = {instancePath:instancePath+"/seo/organization",schemaPath:"#/properties/seo/properties/organization/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties",schema:false,parentSchema:schema0.properties.seo.properties.organization,data:data57};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data57.id !== undefined){
let data58 = data57.id;
const _errs122 = errors;
const _errs123 = errors;
if(typeof data58 === "string"){
if(func1(data58) < 1){
const err74 = {instancePath:instancePath+"/seo/organization/id",schemaPath:"#/properties/seo/properties/organization/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema0.properties.seo.properties.organization.properties.id,data:data58};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
else {
const err75 = {instancePath:instancePath+"/seo/organization/id",schemaPath:"#/properties/seo/properties/organization/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.seo.properties.organization.properties.id.type,parentSchema:schema0.properties.seo.properties.organization.properties.id,data:data58};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var valid21 = _errs122 === errors;
}
if(data57.name !== undefined){
let data59 = data57.name;
const _errs124 = errors;
const _errs125 = errors;
if(typeof data59 === "string"){
if(func1(data59) < 1){
const err76 = {instancePath:instancePath+"/seo/organization/name",schemaPath:"#/properties/seo/properties/organization/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema0.properties.seo.properties.organization.properties.name,data:data59};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/seo/organization/name",schemaPath:"#/properties/seo/properties/organization/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.seo.properties.organization.properties.name.type,parentSchema:schema0.properties.seo.properties.organization.properties.name,data:data59};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var valid21 = _errs124 === errors;
}
if(data57.legalName !== undefined){
let data60 = data57.legalName;
const _errs126 = errors;
const _errs127 = errors;
if(typeof data60 === "string"){
if(func1(data60) < 1){
const err78 = {instancePath:instancePath+"/seo/organization/legalName",schemaPath:"#/properties/seo/properties/organization/properties/legalName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema0.properties.seo.properties.organization.properties.legalName,data:data60};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
else {
const err79 = {instancePath:instancePath+"/seo/organization/legalName",schemaPath:"#/properties/seo/properties/organization/properties/legalName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.seo.properties.organization.properties.legalName.type,parentSchema:schema0.properties.seo.properties.organization.properties.legalName,data:data60};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
var valid21 = _errs126 === errors;
}
if(data57.url !== undefined){
let data61 = data57.url;
const _errs128 = errors;
const _errs129 = errors;
if(typeof data61 === "string"){
if(func1(data61) < 1){
const err80 = {instancePath:instancePath+"/seo/organization/url",schemaPath:"#/properties/seo/properties/organization/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema0.properties.seo.properties.organization.properties.url,data:data61};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
else {
const err81 = {instancePath:instancePath+"/seo/organization/url",schemaPath:"#/properties/seo/properties/organization/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.seo.properties.organization.properties.url.type,parentSchema:schema0.properties.seo.properties.organization.properties.url,data:data61};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var valid21 = _errs128 === errors;
}
if(data57.logo !== undefined){
let data62 = data57.logo;
const _errs130 = errors;
const _errs131 = errors;
if(typeof data62 === "string"){
if(func1(data62) < 1){
const err82 = {instancePath:instancePath+"/seo/organization/logo",schemaPath:"#/properties/seo/properties/organization/properties/logo/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema0.properties.seo.properties.organization.properties.logo,data:data62};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
else {
const err83 = {instancePath:instancePath+"/seo/organization/logo",schemaPath:"#/properties/seo/properties/organization/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.seo.properties.organization.properties.logo.type,parentSchema:schema0.properties.seo.properties.organization.properties.logo,data:data62};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
var valid21 = _errs130 === errors;
}
if(data57.sameAs !== undefined){
let data63 = data57.sameAs;
const _errs132 = errors;
const _errs133 = errors;
if(Array.isArray(data63)){
let valid23 = true;
const len2 = data63.length;
for(let i2=0; i2<len2; i2++){
let data64 = data63[i2];
const _errs134 = errors;
const _errs135 = errors;
if(typeof data64 === "string"){
if(func1(data64) < 1){
const err84 = {instancePath:instancePath+"/seo/organization/sameAs/" + i2,schemaPath:"#/properties/seo/properties/organization/properties/sameAs/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema0.properties.seo.properties.organization.properties.sameAs.items,data:data64};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
else {
const err85 = {instancePath:instancePath+"/seo/organization/sameAs/" + i2,schemaPath:"#/properties/seo/properties/organization/properties/sameAs/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.seo.properties.organization.properties.sameAs.items.type,parentSchema:schema0.properties.seo.properties.organization.properties.sameAs.items,data:data64};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
var valid22 = _errs134 === errors;
if(!valid22){
valid23 = false;
}
}
}
else {
const err86 = {instancePath:instancePath+"/seo/organization/sameAs",schemaPath:"#/properties/seo/properties/organization/properties/sameAs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema0.properties.seo.properties.organization.properties.sameAs.type,parentSchema:schema0.properties.seo.properties.organization.properties.sameAs,data:data63};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
var valid21 = _errs132 === errors;
}
}
else {
const err87 = {instancePath:instancePath+"/seo/organization",schemaPath:"#/properties/seo/properties/organization/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.properties.seo.properties.organization.type,parentSchema:schema0.properties.seo.properties.organization,data:data57};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
var valid19 = _errs119 === errors;
}
if(data53.trailingSlash !== undefined){
let data65 = data53.trailingSlash;
const _errs136 = errors;
if(typeof data65 !== "boolean"){
const err88 = {instancePath:instancePath+"/seo/trailingSlash",schemaPath:"#/properties/seo/properties/trailingSlash/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema0.properties.seo.properties.trailingSlash.type,parentSchema:schema0.properties.seo.properties.trailingSlash,data:data65};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
const _errs137 = errors;
var valid19 = _errs136 === errors;
}
}
else {
const err89 = {instancePath:instancePath+"/seo",schemaPath:"#/properties/seo/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.properties.seo.type,parentSchema:schema0.properties.seo,data:data53};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
var valid0 = _errs109 === errors;
}
if(data.search !== undefined){
let data66 = data.search;
const _errs138 = errors;
const _errs139 = errors;
if(data66 && typeof data66 == "object" && !Array.isArray(data66)){
const _errs140 = errors;
for(const key16 in data66){
if(!(key16 === "prompt")){
const err90 = {instancePath:instancePath+"/search",schemaPath:"#/properties/search/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties",schema:false,parentSchema:schema0.properties.search,data:data66};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data66.prompt !== undefined){
let data67 = data66.prompt;
const _errs141 = errors;
if(typeof data67 !== "string"){
const err91 = {instancePath:instancePath+"/search/prompt",schemaPath:"#/properties/search/properties/prompt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.search.properties.prompt.type,parentSchema:schema0.properties.search.properties.prompt,data:data67};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
const _errs142 = errors;
var valid24 = _errs141 === errors;
}
}
else {
const err92 = {instancePath:instancePath+"/search",schemaPath:"#/properties/search/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.properties.search.type,parentSchema:schema0.properties.search,data:data66};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
var valid0 = _errs138 === errors;
}
if(data.integrations !== undefined){
let data68 = data.integrations;
const _errs143 = errors;
if(!(validate214(data68, {instancePath:instancePath+"/integrations",parentData:data,parentDataProperty:"integrations",rootData}))){
vErrors = vErrors === null ? validate214.errors : vErrors.concat(validate214.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs143 === errors;
}
}
else {
const err93 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.type,parentSchema:schema0,data};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}

/** Validate a parsed value against `docsSchema`; on failure, ajv's errors are on `.errors`. */
export const validateDocsJson = validate0 as unknown as ValidateFunction;
