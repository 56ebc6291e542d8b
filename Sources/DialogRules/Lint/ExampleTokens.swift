/// The design tokens the token rules' examples are linted with: a small design system of one
/// mode, in the Format module's forms and the older strings tools still write, as the
/// documentation shows it beside each example.
package enum ExampleTokens {
    package static let text = """
        {
          "color": {
            "$type": "color",
            "brand": {"$value": {"colorSpace": "srgb", "components": [1, 0.416, 0], "hex": "#ff6a00"}},
            "surface": {"inverse": {"$value": "#1C1C1E"}},
            "alert": {"$value": "#FF3B30", "$deprecated": "use 'color.brand'"},
            "link": {"$value": "#0A84FF", "$deprecated": true}
          },
          "radius": {"$type": "dimension", "card": {"$value": {"value": 0.875, "unit": "rem"}}},
          "space": {"$type": "dimension", "md": {"$value": "16px"}},
          "duration": {
            "$type": "duration",
            "quick": {"$value": {"value": 200, "unit": "ms"}},
            "toast": {"$value": {"value": 4, "unit": "s"}}
          }
        }
        """
}
