// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLatin1String>
#include <QString>

#include <array>
#include <cstddef>
#include <optional>
#include <utility>

namespace cm {

// A table of the names an enum is written as in settings, options and
// files. Each such enum has exactly one, declared next to it, and both
// directions go through it.
template <typename Enum, std::size_t Size>
using EnumNames = std::array<std::pair<Enum, const char *>, Size>;

// The name of `value` in `names`, empty when it has none.
template <typename Enum, std::size_t Size>
QString enumName(const EnumNames<Enum, Size> &names, Enum value)
{
    for (const auto &[candidate, name] : names) {
        if (candidate == value)
            return QLatin1String(name);
    }
    return {};
}

// The value named `text` in `names`, or nothing.
template <typename Enum, std::size_t Size>
std::optional<Enum> enumFromName(const EnumNames<Enum, Size> &names, const QString &text)
{
    for (const auto &[candidate, name] : names) {
        if (text == QLatin1String(name))
            return candidate;
    }
    return std::nullopt;
}

// The value named `text` in `names`; false, `value` untouched, when none is.
template <typename Enum, std::size_t Size>
bool parseEnumName(const EnumNames<Enum, Size> &names, const QString &text, Enum *value)
{
    const std::optional<Enum> found = enumFromName(names, text);
    if (found)
        *value = *found;
    return found.has_value();
}

} // namespace cm
