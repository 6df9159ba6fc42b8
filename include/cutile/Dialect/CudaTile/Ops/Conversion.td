//===- Conversion.td ----------------------------------------------*- tablegen -*-===//
// Placeholder: this family has not landed yet.
