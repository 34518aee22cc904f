<?php
/**
 * The block's markup on the page (block.json "render"), from Online_Banking_Portal_Block::render().
 *
 * @package Online_Banking_Portal
 *
 * @var array $attributes The block's attributes.
 */

defined( 'ABSPATH' ) || exit;

// Escaped by Online_Banking_Portal_Block::render(): esc_attr() on the mount element, get_block_wrapper_attributes() on the wrapper.
echo Online_Banking_Portal_Block::render( isset( $attributes ) ? $attributes : array() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
