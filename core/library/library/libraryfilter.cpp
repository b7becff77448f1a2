// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/libraryfilter.h"

#include "library/libraryrows.h"
#include "library/storedtext.h"

#include <QStringList>

namespace cm {

QString LibraryFilter::whereClause(QVariantList *bindings) const
{
    // Fixed fragments only; every value is a bound parameter.
    QStringList conditions;
    const auto add = [&](const char *condition, const QVariantList &values) {
        conditions << QString::fromLatin1(condition);
        for (const QVariant &value : values)
            *bindings << (value.typeId() == QMetaType::QString ? QVariant(toStoredText(value.toString())) : value);
    };
    if (!model.isEmpty())
        add("instr(d.folded_model, ?) > 0", QVariantList{foldedForSearch(model)});
    if (!filesystem.isEmpty())
        add("d.filesystem = ? COLLATE NOCASE", QVariantList{filesystem});
    if (!compression.isEmpty())
        add("(d.compression = ? COLLATE NOCASE OR substr(d.compression, 1, length(?) + 1) = ? COLLATE NOCASE)",
            QVariantList{compression, compression, QString(compression + QLatin1Char(':'))});
    if (!dataSet.isEmpty())
        // The drive's list of data sets finds the few quickly; its results say exactly.
        add("instr(char(10) || d.data_sets || char(10), ?) > 0 AND EXISTS (SELECT 1 FROM results r WHERE r.drive_id = "
            "d.id AND r.data_set = ?)",
            QVariantList{QString(QLatin1Char('\n') + dataSet + QLatin1Char('\n')), dataSet});
    if (since.isValid())
        add("f.created_ms >= ?", QVariantList{since.toMSecsSinceEpoch()});
    if (until.isValid())
        add("f.created_ms < ?", QVariantList{until.toMSecsSinceEpoch()});
    if (!search.isEmpty())
        add("instr(d.folded_text, ?) > 0", QVariantList{foldedForSearch(search)});
    if (!sessionPath.isEmpty())
        add("f.path = ?", QVariantList{sessionPath});
    if (onlyParts) {
        QStringList parts{QStringLiteral("0")};
        QVariantList values;
        for (const auto &[driveModel, driveSerial] : modelsAndSerials) {
            parts << QStringLiteral("(d.model = ? AND d.serial = ?)");
            values << driveModel << driveSerial;
        }
        for (const auto &[filePath, driveId] : measurements) {
            parts << QStringLiteral("(f.path = ? AND d.drive_key = ?)");
            values << filePath << driveId;
        }
        conditions << QLatin1Char('(') + parts.join(QStringLiteral(" OR ")) + QLatin1Char(')');
        for (const QVariant &value : std::as_const(values))
            *bindings << QVariant(toStoredText(value.toString()));
    }
    return conditions.isEmpty() ? QString() : QStringLiteral(" WHERE ") + conditions.join(QStringLiteral(" AND "));
}

} // namespace cm
