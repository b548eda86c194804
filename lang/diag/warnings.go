package diag

import "slices"

// Warnings are the codes of the warnings: diagnostics about definitions
// that are legal but that a careful reviewer would question. An allow
// statement silences them, with a stated reason; errors cannot be.
var Warnings = []Code{UnusedPiece, IrregularSetup, PieceCannotMove, UnreachablePromotion,
	EndingNeverFires, CastlingImpossible, PromotionInSetup, RedundantBetza, NeverDecided, PieceCanPass, BetzaTurnsBack,
	ChoicesNoneOptional, ShadowsLibraryPiece}

// IsWarning reports whether code is one of Warnings.
func IsWarning(code Code) bool { return slices.Contains(Warnings, code) }
