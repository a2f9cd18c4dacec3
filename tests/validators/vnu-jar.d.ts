/** vnu-jar's main export: the path of the Nu HTML Checker's jar, which it ships. */
declare module 'vnu-jar' {
  const jar: string
  export default jar
}
