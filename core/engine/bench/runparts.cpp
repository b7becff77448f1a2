// SPDX-License-Identifier: GPL-3.0-or-later
#include "runparts.h"

namespace cm {

QString RunWorkspaces::dataSetFolder(Variant variant, qsizetype index, const QString &kind) const
{
    return dataRoot + QLatin1Char('/') + variantName(variant)
        + QStringLiteral("/%1-%2").arg(QString::number(index + 1), kind.section(QLatin1Char(':'), 0, 0));
}

} // namespace cm
