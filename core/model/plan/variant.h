// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/enumnames.h"

#include <QMetaType>
#include <QString>

#include <array>
#include <optional>

namespace cm {

// How a run stores each data set on the drive: plainly, and (where the
// run has compression) with the filesystem compressing it. Sessions,
// exported tables and folder names call them "plain" and "compressed".
enum class Variant {
    Plain,
    Compressed,
};

inline constexpr EnumNames<Variant, 2> VariantNames{{
    {Variant::Plain, "plain"},
    {Variant::Compressed, "compressed"},
}};

// Both, in the order results are shown.
inline constexpr std::array<Variant, 2> Variants{Variant::Plain, Variant::Compressed};

inline QString variantName(Variant variant)
{
    return enumName(VariantNames, variant);
}

inline std::optional<Variant> variantFromName(const QString &name)
{
    return enumFromName(VariantNames, name);
}

} // namespace cm

Q_DECLARE_METATYPE(cm::Variant)
