// SPDX-License-Identifier: GPL-3.0-or-later
#include "operation.h"

#include <QStringList>

namespace cm {

QString operationName(Operation operation)
{
    return enumName(OperationNames, operation);
}

bool writesOnTheDrive(Operation operation)
{
    switch (operation) {
    case Operation::Write:
    case Operation::Copy:
    case Operation::Delete:
    case Operation::Pack:
    case Operation::Unpack:
        return true;
    case Operation::Read:
    case Operation::SmallFiles:
    case Operation::RandomReadsDepth1:
    case Operation::RandomReadsDepth32:
    case Operation::SequentialDirect:
        break;
    }
    return false;
}

bool measuresDriveLimit(Operation operation)
{
    return operation == Operation::RandomReadsDepth1 || operation == Operation::RandomReadsDepth32
        || operation == Operation::SequentialDirect;
}

qint64 smallestDataSetBytes(Operation operation)
{
    switch (operation) {
    case Operation::RandomReadsDepth1:
    case Operation::RandomReadsDepth32:
    case Operation::SequentialDirect:
        return RandomReadBytes;
    case Operation::Read:
    case Operation::Write:
    case Operation::Copy:
    case Operation::Delete:
    case Operation::Pack:
    case Operation::Unpack:
    case Operation::SmallFiles:
        break;
    }
    return 1;
}

std::optional<Operation> operationFromName(const QString &name)
{
    return enumFromName(OperationNames, name);
}

bool parseOperations(const QString &text, QList<Operation> *operations, QString *error)
{
    QList<Operation> parsed;
    for (const QString &name : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        // Every operation may be named: the drive's own limits also alone, or beside read.
        const std::optional<Operation> operation = operationFromName(name.trimmed().toLower());
        if (!operation) {
            QStringList known;
            for (const auto &[each, eachName] : OperationNames)
                known << QLatin1String(eachName);
            *error = QStringLiteral("'%1' is not %2 or %3")
                         .arg(name.trimmed(), known.mid(0, known.size() - 1).join(QStringLiteral(", ")), known.last());
            return false;
        }
        if (!parsed.contains(*operation))
            parsed.append(*operation);
    }
    if (parsed.isEmpty()) {
        *error = QStringLiteral("no operation named");
        return false;
    }
    *operations = parsed;
    return true;
}

} // namespace cm
